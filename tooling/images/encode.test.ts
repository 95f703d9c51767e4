import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cacheDir, encode, sourceDigest, variantHash } from './encode.ts'

describe('encode', () => {
  it('encodes two files with the same bytes once, kept under what they hold rather than their names', async () => {
    // A colour no other test uses, so the cache cannot already hold it.
    const background = { r: Math.floor(Math.random() * 256), g: 17, b: 230 }
    const source = await sharp({ create: { width: 40, height: 60, channels: 3, background } })
      .jpeg()
      .toBuffer()
    const digest = sourceDigest(source)
    const hash = variantHash(digest, 20, 'avif')
    const kept = join(cacheDir, `${hash}.avif`)
    const [first, second] = await Promise.all(
      ['one', 'two'].map((name) =>
        encode(source, digest, { fileName: `assets/${name}-20w-${hash}.avif`, width: 20, format: 'avif' }),
      ),
    )
    expect(second).toBe(first)
    expect(existsSync(kept)).toBe(true)
    expect(await sharp(first).metadata()).toMatchObject({ format: 'heif', width: 20, height: 30 })
  })

  it('names a variant apart from another width, format or original', () => {
    const digest = sourceDigest(Buffer.from('a'))
    const names = [
      variantHash(digest, 380, 'avif'),
      variantHash(digest, 760, 'avif'),
      variantHash(digest, 380, 'webp'),
      variantHash(sourceDigest(Buffer.from('b')), 380, 'avif'),
    ]
    expect(new Set(names).size).toBe(4)
  })
})
