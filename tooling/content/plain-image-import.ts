import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { imageSize } from 'image-size'

/**
 * Stands in for the image pipeline (tooling/images/image-import.ts, same call): the file as it is,
 * at its path under the content folder, with the size read from it. The path is the same in the
 * prerender's dev server and in the build, so the prerendered <img> and the hydrated one agree.
 */
export const plainImageImport =
  (contentRoot: string) =>
  (absolutePath: string, _role: 'cover' | 'portrait'): { imports: string; expression: string } => {
    const { width, height } = imageSize(readFileSync(absolutePath))
    const src = `/${relative(contentRoot, absolutePath).split(sep).join('/')}`
    return { imports: '', expression: JSON.stringify({ src, width, height, sources: [] }) }
  }
