import type { Plugin } from 'vite'
import { encode } from './encode.ts'
import type { Variant } from './plan.ts'
import { readImage } from './read-image.ts'
import { isImageRole } from './roles.ts'

/** The query tooling/images/image-import.ts puts on an original's path: `?responsive-image=cover`. */
export const imageQuery = 'responsive-image'

const mimeTypes = { avif: 'image/avif', webp: 'image/webp', svg: 'image/svg+xml' } as const

export interface ResponsiveImagesApi {
  /** Each original's absolute path, to its `src` (its 1x AVIF, or its SVG) as a path inside the build: what the precache may keep. */
  built: Map<string, string>
}

/**
 * Turns `original?responsive-image=<role>` imports into a ResponsiveImage: writes the variants
 * into the build (or serves them in dev) and never the original itself.
 */
export function responsiveImages(): Plugin<ResponsiveImagesApi> & { api: ResponsiveImagesApi } {
  const built = new Map<string, string>()
  const served = new Map<string, () => Promise<Buffer>>()
  // Each module that shows an image imports a copy of its own (image-import.ts): its files are written once.
  const emitted = new Set<string>()
  let building = false
  return {
    name: 'responsive-images',
    enforce: 'pre',
    api: { built },
    configResolved(config) {
      building = config.command === 'build'
    },
    buildStart() {
      emitted.clear()
    },
    async load(id) {
      const [path, query] = id.split('?')
      const role = new URLSearchParams(query).get(imageQuery)
      if (role === null) return null
      if (!isImageRole(role)) this.error(`${path}: unknown image role "${role}" (expected cover or portrait)`)
      this.addWatchFile(path)
      const image = await readImage(path, role).catch((error: Error) => this.error(error.message))
      built.set(path, image.image.src.slice(1))
      const write = async (variant: Variant) => {
        const made = () => encode(image.source, image.digest, variant)
        if (!building) served.set(`/${variant.fileName}`, made)
        else if (!emitted.has(variant.fileName)) {
          emitted.add(variant.fileName)
          this.emitFile({ type: 'asset', fileName: variant.fileName, source: await made() })
        }
      }
      await Promise.all(image.variants.map(write))
      return `export default ${JSON.stringify({ ...image.image, placeholder: image.placeholder })}`
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const made = served.get(request.url?.split('?')[0] ?? '')
        if (!made) return next()
        const type = request.url?.split('.').pop() as keyof typeof mimeTypes
        made().then((bytes) => {
          response.setHeader('Content-Type', mimeTypes[type])
          response.end(bytes)
        }, next)
      })
    },
  }
}
