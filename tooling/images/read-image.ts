import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import sharp from 'sharp'
import { contentHash, variantHash } from './encode.ts'
import { placeholder } from './placeholder.ts'
import { type ImagePlan, planRaster, planSvg } from './plan.ts'
import type { ImageRole } from './roles.ts'

const rasterTypes = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])

export interface ReadImage extends ImagePlan {
  source: Buffer
  placeholder?: string
}

/** Reads an original and plans what the page needs of it; throws a message naming the file if it cannot. */
export async function readImage(path: string, role: ImageRole): Promise<ReadImage> {
  const type = extname(path).toLowerCase()
  if (type !== '.svg' && !rasterTypes.has(type)) {
    throw new Error(`${path}: a ${role} must be a JPEG, PNG, WebP, AVIF or SVG file, got "${type || 'no extension'}"`)
  }
  const source = await readFile(path).catch(() => {
    throw new Error(`${path}: the ${role} file does not exist`)
  })
  const metadata = await sharp(source, { autoOrient: true })
    .metadata()
    .catch(() => {
      throw new Error(`${path}: the ${role} is not a readable image`)
    })
  const size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height }
  if (type === '.svg') return { source, ...planSvg(path, contentHash(source), size) }
  const plan = planRaster(path, role, size, (width, format) => variantHash(source, width, format))
  return { source, ...plan, placeholder: await placeholder(source) }
}
