import { createHash } from 'node:crypto'
import { imageQuery } from './responsive-images.ts'
import type { ImageRole } from './roles.ts'

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)

/**
 * The source of a generated module's import of one image, and the expression that names the
 * ResponsiveImage it yields; `responsiveImages()` must be among the build's plugins. Each importing
 * module (`owner`) gets an image module of its own, a few hundred bytes inlined into its chunk: one
 * shared by two chunks would be split into a chunk of its own, a request of its own.
 */
export function imageImport(
  absolutePath: string,
  role: ImageRole,
  owner: string,
): { imports: string; expression: string } {
  // Named after the path and role, so two calls for one file share an import within their module.
  const name = `image_${shortHash(`${role}:${absolutePath}`)}`
  const specifier = `${absolutePath}?${imageQuery}=${role}&in=${shortHash(owner)}`
  return { imports: `import ${name} from ${JSON.stringify(specifier)}`, expression: name }
}
