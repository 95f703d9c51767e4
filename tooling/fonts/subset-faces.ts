import { createHash } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { keptFile } from '../kept-file.ts'
import { faceCharacters } from './face-characters.ts'

/** Where each set of characters' cut faces is kept between builds. */
export const cacheDir = join('node_modules', '.cache', 'faces')

/** The faces src/app.css declares, as `npm run fonts` cut them: the sources of each build's subset. */
const faces = ['fraunces-headings.woff2', 'fraunces-regular.woff2']

/**
 * Cuts each face down to the characters this author's site can set, so the first screen downloads
 * only the glyphs it uses; src/app.css names the faces through the `@faces` alias. One folder per set
 * of characters: builds of different content side by side never share one, and a face whose
 * characters changed gets a new hashed name, so no reader keeps a cached face missing a letter.
 */
export function subsetFaces(content: unknown): Plugin {
  return {
    name: 'subset-faces',
    async config(config) {
      const root = resolve(config.root ?? '.')
      const characters = faceCharacters(content)
      const key = createHash('sha256').update(characters).digest('hex').slice(0, 12)
      const dir = resolve(root, cacheDir, key)
      await mkdir(dir, { recursive: true })
      for (const face of faces) {
        const target = resolve(dir, face)
        await keptFile(target, async () =>
          Buffer.from(
            await subsetFont(await readFile(resolve(root, 'src/fonts', face)), characters, { targetFormat: 'woff2' }),
          ),
        )
      }
      return { resolve: { alias: { '@faces': dir } } }
    },
  }
}
