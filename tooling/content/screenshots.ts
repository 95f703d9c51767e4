import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ContentError } from './problems.ts'
import { screenshotOf } from './screenshot-of.ts'

/** An install-dialog screenshot the author keeps in the content folder (`npm run screenshots` takes them). */
export interface Screenshot {
  path: `screenshots/${FormFactor}.png`
  formFactor: FormFactor
  width: number
  height: number
  /** Whose site it shows, as `npm run screenshots` recorded it; unknown for one made elsewhere. */
  of?: string
}

type FormFactor = 'narrow' | 'wide'

const pngSignature = '89504e470d0a1a0a'

/** The optional `screenshots/narrow.png` and `screenshots/wide.png`, with the size read from each file's header. */
export function readScreenshots(dir: string): Screenshot[] {
  return (['narrow', 'wide'] as const).flatMap((formFactor) => {
    const path = `screenshots/${formFactor}.png` as const
    if (!existsSync(join(dir, path))) return []
    const bytes = readFileSync(join(dir, path))
    if (bytes.subarray(0, 8).toString('hex') !== pngSignature)
      throw new ContentError([{ file: join(dir, path), message: 'expected a PNG image (run `npm run screenshots`)' }])
    // A PNG's first chunk is its header: width and height, big-endian, after the signature and the chunk's length and type.
    const of = screenshotOf(bytes)
    return [{ path, formFactor, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), ...(of && { of }) }]
  })
}

/**
 * The screenshots that show this author's site: one taken of another's (the demo's, kept in a folder an
 * author started from) is left out, so the install dialog shows none and the social card is the icon,
 * and `warn` says so in one line.
 */
export function ownScreenshots(
  screenshots: Screenshot[],
  authorName: string,
  dir: string,
  warn: (line: string) => void,
): Screenshot[] {
  const others = screenshots.filter((shot) => shot.of !== undefined && shot.of !== authorName)
  if (others.length === 0) return screenshots
  const files = others.map((shot) => join(dir, shot.path)).join(' and ')
  warn(
    `${files} ${others.length === 1 ? 'shows' : 'show'} ${others[0].of}'s site, not ${authorName}'s: left out of the install dialog and the social card; \`npm run screenshots\` takes yours.`,
  )
  return screenshots.filter((shot) => !others.includes(shot))
}
