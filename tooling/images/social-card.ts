import sharp from 'sharp'

/** A link preview's card: the 1.91:1 shape Facebook, X, LinkedIn and iMessage show whole, at the size they ask for. */
export const card = { width: 1200, height: 630 }
// Room around the picture, so no preview's rounded corners or crop reach it.
const margin = 48

/**
 * A page's card made of its picture (a cover, a portrait, a post's image): the picture whole in the middle, on a blur
 * of itself that fills the card's width. A portrait cover given as the card was cropped to a band of its middle by the
 * platforms, and an SVG shown by none. Named after the picture, so its address changes with the picture's bytes.
 */
export async function socialCard(fileName: string, picture: Uint8Array | string) {
  const input = Buffer.from(picture)
  const front = await sharp(input, { density: 300 })
    .resize({ width: card.width - 2 * margin, height: card.height - 2 * margin, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true })
  const back = await sharp(input, { density: 72 })
    .resize(card.width, card.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .blur(40)
    .modulate({ brightness: 0.7 })
    .toBuffer()
  const source = await sharp(back)
    .composite([
      {
        input: front.data,
        left: Math.round((card.width - front.info.width) / 2),
        top: Math.round((card.height - front.info.height) / 2),
      },
    ])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  return { fileName: fileName.replace(/\.[a-z0-9]+$/i, '-card.jpg'), source, ...card }
}
