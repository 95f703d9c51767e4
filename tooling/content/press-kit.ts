import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import sharp from 'sharp'
import { fill, type Template } from '#src/content/words.ts'
import { citeTitlesInHtml, titleParts } from './book-titles.ts'
import type { ImageFile } from './image-field.ts'
import type { CheckedContent } from './schema.ts'

/** Where the originals are written in the build: hashed names, served as immutable as the other assets; never precached. */
export const pressFolder = 'assets/press'

const formatNames: Record<string, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', svg: 'SVG' }

/**
 * The long side, in pixels, of a cover or portrait drawn as SVG once printed: a publisher's catalogue asks for a
 * cover about 1,600 × 2,400, a newspaper for a photo of 2,400 or more on its long side.
 */
const printLongSide = 2400

/** A file the press kit offers at full size: the original as the author gave it, what it shows and its facts. */
export interface PressDownload {
  what: 'portrait' | 'photo' | 'cover'
  /** The thumbnail the page shows, made as every other image is. */
  image: ImageFile
  /** A photo's own words for a reader who cannot see it; the portrait's and a cover's are the site's. */
  alt?: string
  credit?: string
  /** A cover's book title, or a photo's short name (press.md's `title`). */
  title?: string
  /** The file in the build, and the name a download saves it under. */
  file: string
  name: string
  format: string
  width: number
  height: number
  bytes: Buffer
}

// A name a download folder keeps readable: "Élena Marlowe" is "elena-marlowe".
const fileSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

type Wanted = Omit<PressDownload, 'file' | 'name' | 'format' | 'width' | 'height' | 'bytes'> & { name: string }

/**
 * A cover or portrait drawn as SVG, printed as press prints them: a JPEG 2,400 pixels on its long side in the
 * drawing's own ratio, drawn from the vector at that size (not a small raster blown up), on white where the
 * drawing leaves it see-through.
 */
async function printed(svg: Buffer, { width, height }: { width: number; height: number }) {
  const { data, info } = await sharp(svg, { density: (72 * printLongSide) / Math.max(width, height) })
    .resize({ width: printLongSide, height: printLongSide, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
  return { bytes: data, extension: '.jpg', format: 'jpeg', width: info.width, height: info.height }
}

async function withFacts({ name, ...wanted }: Wanted): Promise<PressDownload> {
  const original = await readFile(wanted.image.imageFile)
  const { autoOrient, format: originalFormat } = await sharp(original, { autoOrient: true }).metadata()
  // A raster original is offered as given, as its photographer made it; an image drawn as SVG (a cover, the
  // portrait) is printed, as no press can use a vector.
  const { bytes, extension, format, width, height } =
    originalFormat === 'svg'
      ? await printed(original, autoOrient)
      : {
          bytes: original,
          extension: extname(wanted.image.imageFile).toLowerCase(),
          format: originalFormat,
          ...autoOrient,
        }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8)
  return {
    ...wanted,
    file: `${pressFolder}/${name}-${hash}${extension}`,
    name: `${name}${extension}`,
    format: formatNames[format] ?? format.toUpperCase(),
    width,
    height,
    bytes,
  }
}

/** What the press kit offers to download: the portrait, the extra photos, then every book's cover, in the books' order. */
function wantedDownloads({ author, books, press }: CheckedContent): Wanted[] {
  if (!press) return []
  const authorName = fileSlug(author.name)
  return [
    { what: 'portrait', image: author.portrait, credit: press.portraitCredit, name: `${authorName}-portrait` },
    ...press.photos.map(
      (photo, index): Wanted => ({ what: 'photo', ...photo, name: `${authorName}-photo-${index + 1}` }),
    ),
    ...books.map(
      (book): Wanted => ({
        what: 'cover',
        image: book.cover,
        title: book.title,
        name: `${authorName}-${book.slug}-cover`,
      }),
    ),
  ]
}

// Read once per content: the module and the files the build writes both ask.
const read = new WeakMap<CheckedContent, Promise<PressDownload[]>>()

/** Each download with its file's format and pixel size, read from the original (as its orientation shows it). */
export function pressDownloads(content: CheckedContent): Promise<PressDownload[]> {
  const known = read.get(content)
  if (known) return known
  const reading = Promise.all(wantedDownloads(content).map(withFacts))
  read.set(content, reading)
  return reading
}

/** The reviews press.md chooses, in its order, or every book's, in the books' order; each with its book's title. */
export function pressQuotes({ books, press }: CheckedContent) {
  const chosen =
    press?.quotes ?? books.flatMap((book) => book.reviews.map((review) => ({ book: book.slug, source: review.source })))
  // The build checked each names a book and one of its reviews (press-checks.ts).
  return chosen.flatMap(({ book: slug, source }) => {
    const book = books.find((one) => one.slug === slug)
    const review = book?.reviews.find((one) => one.source === source)
    return book && review ? [{ quote: review.quote, source: review.source, title: book.title }] : []
  })
}

/**
 * `virtual:content/press`: the press kit as the page shows it, or undefined without press.md. Each download's
 * size is said in the site's words and numbers ("JPEG, 1,600 × 2,400"), written at build; the biographies name
 * the site's books as titles (book-titles.ts), so the page sets them in italics.
 */
export async function pressKit(
  content: CheckedContent,
  words: { size: Template<'format' | 'width' | 'height'>; photo: Template<'number'> },
) {
  const { press, author, site, books } = content
  if (!press) return { press: undefined }
  const titles = books.map((book) => book.title)
  const longBio = press.longBio.html ? press.longBio : author.body
  const number = new Intl.NumberFormat(site.language)
  let photos = 0
  const downloads = (await pressDownloads(content)).map(({ bytes, file, width, height, format, ...download }) => ({
    ...download,
    // A photo's caption leads with a short name: its own, or its place in the list ("Photo 2"); its alt stays its alt.
    ...(download.what === 'photo' && {
      title: download.title ?? fill(words.photo, { number: number.format(++photos) }),
    }),
    href: `/${file}`,
    width,
    height,
    size: fill(words.size, { format, width: number.format(width), height: number.format(height) }),
  }))
  return {
    press: {
      shortBio: press.shortBio,
      shortBioParts: titleParts(press.shortBio, titles),
      longBio: { ...longBio, html: citeTitlesInHtml(longBio.html, titles) },
      downloads,
      quotes: pressQuotes(content),
    },
  }
}
