import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import type { OutputFormat, Variant } from './plan.ts'

const options = { avif: { quality: 50 }, webp: { quality: 75 } } as const

/** Encoding is slow (seconds per AVIF); a file's name already says what it holds, so it keys the cache. */
export const cacheDir = join('node_modules', '.cache', 'responsive-images')

/** Names what a variant holds: the original's bytes, the encoder and its settings, the width. */
export function variantHash(source: Buffer, width: number, format: OutputFormat): string {
  const recipe = JSON.stringify({ sharp: sharp.versions.sharp, width, format, options: options[format as 'avif'] })
  return createHash('sha256').update(source).update(recipe).digest('base64url').slice(0, 8)
}

export const contentHash = (source: Buffer) => createHash('sha256').update(source).digest('base64url').slice(0, 8)

async function encodeRaster(source: Buffer, { width, format }: Variant): Promise<Buffer> {
  const image = sharp(source, { autoOrient: true }).resize({ width })
  return format === 'avif' ? image.avif(options.avif).toBuffer() : image.webp(options.webp).toBuffer()
}

export async function encode(source: Buffer, variant: Variant): Promise<Buffer> {
  if (variant.format === 'svg') return source
  const cached = join(cacheDir, basename(variant.fileName))
  const hit = await readFile(cached).catch(() => undefined)
  if (hit) return hit
  const bytes = await encodeRaster(source, variant)
  await mkdir(cacheDir, { recursive: true })
  // Renamed into place, so a build that stops midway never leaves half a file for the next one to read.
  await writeFile(`${cached}.${process.pid}`, bytes)
  await rename(`${cached}.${process.pid}`, cached)
  return bytes
}
