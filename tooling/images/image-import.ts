import { createHash } from 'node:crypto'
import { imageQuery } from './responsive-images.ts'
import type { ImageRole } from './roles.ts'

/**
 * The source of a generated module's import of one image, and the expression that names the
 * ResponsiveImage it yields; `responsiveImages()` must be among the build's plugins.
 */
export function imageImport(absolutePath: string, role: ImageRole): { imports: string; expression: string } {
  // Named after the path and role, so two calls for one file share an import and a module.
  const name = `image_${createHash('sha256').update(`${role}:${absolutePath}`).digest('hex').slice(0, 12)}`
  const specifier = `${absolutePath}?${imageQuery}=${role}`
  return { imports: `import ${name} from ${JSON.stringify(specifier)}`, expression: name }
}
