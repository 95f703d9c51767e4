import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** A link preview's card: the 1.91:1 shape Facebook, X, LinkedIn and iMessage show whole, at the size they ask for. */
export const card = { width: 1200, height: 630 }
// Room around the pictures, so no preview's rounded corners or crop reach them; and between two covers on a shelf.
const margin = 48
const gap = 24

/** A picture the build wrote: its file's name and its bytes. */
export interface CardPicture {
  fileName: string
  source: Uint8Array | string
}

/**
 * A page's card made of its pictures: one (a cover, a portrait, a post's image) whole in the middle, or a few covers
 * side by side as on a shelf (the catalogue's), on a blur of the first that fills the card. A portrait cover given as
 * the card was cropped to a band of its middle by the platforms, and an SVG shown by none. Named after its pictures,
 * so its address changes with their bytes (their names carry a hash of them).
 */
export async function socialCard(pictures: readonly CardPicture[]) {
  const [first] = pictures
  if (!first) throw new Error('socialCard: no picture to make a card of')
  const height = card.height - 2 * margin
  const fronts = await Promise.all(
    pictures.map(({ source }) =>
      sharp(Buffer.from(source), { density: 300 })
        .resize({ width: card.width - 2 * margin, height, fit: 'inside' })
        .png()
        .toBuffer({ resolveWithObject: true }),
    ),
  )
  // A shelf wider than the card is drawn smaller as a whole, its covers keeping their shapes.
  const gaps = gap * (fronts.length - 1)
  const natural = fronts.reduce((sum, { info }) => sum + info.width, 0)
  const scale = Math.min(1, (card.width - 2 * margin - gaps) / natural)
  const placed = await Promise.all(
    fronts.map(async ({ data, info }) =>
      scale === 1
        ? { data, width: info.width, height: info.height }
        : {
            data: await sharp(data)
              .resize(Math.floor(info.width * scale))
              .png()
              .toBuffer(),
            width: Math.floor(info.width * scale),
            height: Math.round(info.height * scale),
          },
    ),
  )
  const back = await sharp(Buffer.from(first.source), { density: 72 })
    .resize(card.width, card.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .blur(40)
    .modulate({ brightness: 0.7 })
    .toBuffer()
  let left = Math.round((card.width - placed.reduce((sum, one) => sum + one.width, gaps)) / 2)
  const composites = placed.map(({ data, width, height: drawn }) => {
    const at = { input: data, left, top: Math.round((card.height - drawn) / 2) }
    left += width + gap
    return at
  })
  const source = await sharp(back)
    .composite(composites)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  const fileName =
    pictures.length === 1
      ? first.fileName.replace(/\.[a-z0-9]+$/i, '-card.jpg')
      : `assets/shelf-${createHash('sha256')
          .update(pictures.map((picture) => picture.fileName).join('\n'))
          .digest('base64url')
          .slice(0, 10)}-card.jpg`
  return { fileName, source, ...card }
}
