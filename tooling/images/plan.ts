import { basename, extname } from 'node:path'
import type { ResponsiveImage } from '#src/content/responsive-image.ts'
import { layoutWidth } from '#src/ui/layout-width.ts'
import type { ImageRole } from './roles.ts'

export type OutputFormat = 'avif' | 'webp' | 'svg'

/** One file the build writes for an image. */
export interface Variant {
  fileName: string
  width: number
  format: OutputFormat
}

export interface ImagePlan {
  image: Omit<ResponsiveImage, 'placeholder'>
  variants: Variant[]
}

/** AVIF first: the browser takes the first source it can decode, and WebP is there for the rest. */
const rasterFormats = ['avif', 'webp'] as const

/** The original's file name without its extension: what every file made of it is named after. */
export const stem = (sourcePath: string) => basename(sourcePath, extname(sourcePath))

/** An SVG is shipped as it is, under a name that changes with its bytes. */
export function planSvg(sourcePath: string, hash: string, size: { width: number; height: number }): ImagePlan {
  const fileName = `assets/${stem(sourcePath)}-${hash}.svg`
  return {
    image: { src: `/${fileName}`, ...size, sources: [] },
    variants: [{ fileName, width: size.width, format: 'svg' }],
  }
}

/**
 * A raster at the role's 1x and 2x widths in each format, never wider than the original. `hashOf`
 * names a file after the original's bytes and what is made of them, so dev, prerender and build agree.
 */
export function planRaster(
  sourcePath: string,
  role: ImageRole,
  size: { width: number; height: number },
  hashOf: (width: number, format: OutputFormat) => string,
): ImagePlan {
  const widths = [...new Set([1, 2].map((density) => Math.min(layoutWidth[role] * density, size.width)))]
  const fileName = (width: number, format: OutputFormat) =>
    `assets/${stem(sourcePath)}-${width}w-${hashOf(width, format)}.${format}`
  const variants = rasterFormats.flatMap((format) =>
    widths.map((width) => ({ fileName: fileName(width, format), width, format })),
  )
  return {
    image: {
      src: `/${fileName(widths[0], 'avif')}`,
      width: widths[0],
      height: Math.round((widths[0] * size.height) / size.width),
      sources: rasterFormats.map((format) => ({
        type: `image/${format}`,
        srcset: widths.map((width) => `/${fileName(width, format)} ${width}w`).join(', '),
      })),
    },
    variants,
  }
}
