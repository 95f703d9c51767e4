import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import sharp from 'sharp'
import { sourceDigest, variantHash } from './encode.ts'
import { placeholder } from './placeholder.ts'
import { type ImagePlan, planRaster, planSvg } from './plan.ts'
import type { ImageRole } from './roles.ts'

const rasterTypes = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])

export interface ReadImage extends ImagePlan {
  source: Buffer
  /** The source's sha256, what its variants' names and cache files are made of. */
  digest: string
  placeholder?: string
}

async function read(path: string, role: ImageRole): Promise<ReadImage> {
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
  const digest = sourceDigest(source)
  if (type === '.svg') return { source, digest, ...planSvg(path, digest.slice(0, 8), size) }
  const plan = planRaster(path, role, size, (width, format) => variantHash(digest, width, format))
  return { source, digest, ...plan, placeholder: await placeholder(source, digest) }
}

/** Each file's reading, by its version: the build and its prerender's server both ask for every image. */
const reads = new Map<string, Promise<ReadImage>>()

/** Reads an original and plans what the page needs of it; throws a message naming the file if it cannot. */
export function readImage(path: string, role: ImageRole): Promise<ReadImage> {
  const file = statSync(path, { throwIfNoEntry: false })
  const version = `${role}:${path}:${file?.mtimeMs}:${file?.size}`
  const known = reads.get(version)
  if (known) return known
  const reading = read(path, role)
  reads.set(version, reading)
  return reading
}
