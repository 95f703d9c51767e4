import { createHash } from 'node:crypto'
import { join } from 'node:path'
import sharp from 'sharp'
import { keptFile } from '../kept-file.ts'
import type { OutputFormat, Variant } from './plan.ts'

/** AVIF at effort 2, not sharp's 4: five to ten times less CPU for 5–20% more bytes at the same look (decision 0048). */
const options = { avif: { quality: 50, effort: 2 }, webp: { quality: 75 } } as const

/** Encoding is slow (a second or more per AVIF): each variant is kept under a name made of what it holds. */
export const cacheDir = join('node_modules', '.cache', 'responsive-images')

/** The original's bytes in full, hashed once per image: what every name made of it starts from. */
export const sourceDigest = (source: Buffer) => createHash('sha256').update(source).digest('base64url')

/** Names what a variant holds: the original's bytes (by their digest), the encoder and its settings, the width. */
export function variantHash(digest: string, width: number, format: OutputFormat): string {
  const recipe = JSON.stringify({ sharp: sharp.versions.sharp, width, format, options: options[format as 'avif'] })
  return createHash('sha256').update(digest).update(recipe).digest('base64url').slice(0, 8)
}

async function encodeRaster(source: Buffer, { width, format }: Variant): Promise<Buffer> {
  const image = sharp(source, { autoOrient: true }).resize({ width })
  return format === 'avif' ? image.avif(options.avif).toBuffer() : image.webp(options.webp).toBuffer()
}

/** Encodings under way, by cache file: two files with the same bytes (a stand-in cover used for many books) are encoded once. */
const underWay = new Map<string, Promise<Buffer>>()

/** The variant's bytes, from the cache when an earlier build (or this one) made them: keyed by content, not the file's name. */
export function encode(source: Buffer, digest: string, variant: Variant): Promise<Buffer> {
  if (variant.format === 'svg') return Promise.resolve(source)
  const cached = join(cacheDir, `${variantHash(digest, variant.width, variant.format)}.${variant.format}`)
  let made = underWay.get(cached)
  if (!made) {
    made = keptFile(cached, () => encodeRaster(source, variant)).finally(() => underWay.delete(cached))
    underWay.set(cached, made)
  }
  return made
}
