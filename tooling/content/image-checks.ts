import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import sharp from 'sharp'
import { layoutWidth } from '#src/ui/layout-width.ts'
import type { ImageRole } from '../images/roles.ts'
import type { ImageFile } from './image-field.ts'
import type { ContentProblem } from './problems.ts'
import type { CheckedContent } from './schema.ts'

/** A book cover's width over its height, as publishers make them and the cards are drawn for. */
const coverShape = 2 / 3
/** How far a cover's shape may stray from 2:3 before the author hears of it: 5:8 Kindle covers and 3:4 pass, a square does not. */
const shapeLeeway = 0.15
/** The build makes each image at its layout width and twice it, for sharp (2×) screens: what an original needs. */
const sharpScreen = 2

interface Use {
  role: ImageRole
  /** Shown whole in a book's shape: a book's cover or the coming book's. */
  cover: boolean
  /** The title of the book it is the cover of. */
  of?: string
}

const shownImages = ({ author, books, series, comingSoon }: CheckedContent): [ImageFile, Use][] => [
  [author.portrait, { role: 'portrait', cover: false }],
  ...books.map((book): [ImageFile, Use] => [book.cover, { role: 'cover', cover: true, of: book.title }]),
  ...books.flatMap((book) => book.images.map((one): [ImageFile, Use] => [one.image, { role: 'cover', cover: false }])),
  ...(comingSoon ? [[comingSoon.cover, { role: 'cover', cover: true }] as [ImageFile, Use]] : []),
  ...series.flatMap((one): [ImageFile, Use][] => (one.image ? [[one.image, { role: 'cover', cover: false }]] : [])),
]

function shapeName(width: number, height: number): string {
  if (Math.abs(width / height - 1) < 0.05) return 'square'
  if (width > height) return 'wider than tall'
  return width / height > coverShape ? 'wider than 2:3' : 'narrower than 2:3'
}

/** The site frames a cover at its own shape, uncropped (src/ui/Image.tsx with no aspect: cards, /books, a book's page). */
function shapeProblem(file: string, width: number, height: number): ContentProblem | undefined {
  if (Math.abs(width / height / coverShape - 1) <= shapeLeeway) return undefined
  const stands = width / height > coverShape ? 'shorter' : 'taller'
  return {
    file,
    message: `${width}×${height}, ${shapeName(width, height)}; a cover is 2:3 and the site shows it whole at its own shape, so its card and its tile in /books stand ${stands} than the 2:3 covers beside them; crop it to 2:3, like ${width}×${Math.round(width / coverShape)}`,
  }
}

function sizeProblem(file: string, width: number, role: ImageRole): ContentProblem | undefined {
  const needed = layoutWidth[role] * sharpScreen
  if (width >= needed) return undefined
  return {
    file,
    message: `${width} px wide; the site shows a ${role} up to ${layoutWidth[role]} px wide, ${needed} px on a sharp (2×) screen, so it looks soft there; use one at least ${needed} px wide`,
  }
}

const words = (text: string) => text.toLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim()

/**
 * An SVG cover names what it shows in its own <title>: one that names another book is most likely a copy of the demo's
 * (or another book's) cover kept under this book's name, which would put someone else's title and name on its card.
 */
async function otherBooksCover(file: string, path: string, title: string): Promise<ContentProblem | undefined> {
  const named = (await readFile(path, 'utf8')).match(/<title[^>]*>([^<]*)<\/title>/)?.[1]
  if (!named || words(named).includes(words(title))) return undefined
  return {
    file,
    message: `its own title says "${named.trim()}", not "${title}": is it another book's cover? Use this book's cover, or write its title in the file's <title>`,
  }
}

/** An image's problems, which stop the build, and its warnings, which the build lets through. */
export interface ImageChecks {
  problems: ContentProblem[]
  warnings: ContentProblem[]
}

/**
 * What the build lets through but the author would want to know: a cover far from 2:3, an image narrower than the
 * site shows it, an SVG cover whose own title names another book; warnings, one line each: the site still builds and works. An image that cannot be read (a file
 * saved under another format's name, one half copied) is a problem: the build could make nothing of it.
 */
export async function imageChecks(content: CheckedContent): Promise<ImageChecks> {
  const uses = new Map<string, Use[]>()
  for (const [image, use] of shownImages(content))
    uses.set(image.imageFile, [...(uses.get(image.imageFile) ?? []), use])
  const checked = await Promise.all(
    [...uses].map(async ([path, those]): Promise<ImageChecks> => {
      const file = relative(process.cwd(), path)
      const read = await sharp(path, { autoOrient: true })
        .metadata()
        .catch(() => undefined)
      if (!read)
        return {
          problems: [{ file, message: 'cannot be read as an image; save it again as a JPEG, PNG, WebP or SVG file' }],
          warnings: [],
        }
      const { autoOrient, format } = read
      const widest = those.reduce((a, b) => (layoutWidth[b.role] > layoutWidth[a.role] ? b : a))
      const coverOf = those.find((use) => use.of)?.of
      const warnings = [
        those.some((use) => use.cover) ? shapeProblem(file, autoOrient.width, autoOrient.height) : undefined,
        // An SVG is drawn sharp at any size.
        format === 'svg' ? undefined : sizeProblem(file, autoOrient.width, widest.role),
        format === 'svg' && coverOf ? await otherBooksCover(file, path, coverOf) : undefined,
      ]
      return { problems: [], warnings: warnings.filter((warning) => warning !== undefined) }
    }),
  )
  return { problems: checked.flatMap((one) => one.problems), warnings: checked.flatMap((one) => one.warnings) }
}
