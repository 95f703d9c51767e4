import { createHash } from 'node:crypto'
import { join } from 'node:path'
import sharp from 'sharp'
import { keptFile } from '../kept-file.ts'
import { cacheDir } from './encode.ts'

/** Enough pixels for the colours and the shapes; the page blurs them while the image loads. */
const recipe = { width: 16, webp: { quality: 40 } }

/** Kept beside the variants, named by the original's digest: a warm build decodes no original. */
export async function placeholder(source: Buffer, digest: string): Promise<string> {
  const name = createHash('sha256')
    .update(digest)
    .update(JSON.stringify({ sharp: sharp.versions.sharp, placeholder: recipe }))
    .digest('base64url')
    .slice(0, 8)
  const bytes = await keptFile(join(cacheDir, `${name}.placeholder.webp`), () =>
    sharp(source, { autoOrient: true }).resize({ width: recipe.width }).webp(recipe.webp).toBuffer(),
  )
  return `data:image/webp;base64,${bytes.toString('base64')}`
}
