import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ContentError } from './problems.ts'

/** An install-dialog screenshot the author keeps in the content folder (`npm run screenshots` takes them). */
export interface Screenshot {
  path: `screenshots/${FormFactor}.png`
  formFactor: FormFactor
  width: number
  height: number
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
    return [{ path, formFactor, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }]
  })
}
