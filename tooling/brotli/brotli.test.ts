import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressed } from './brotli.ts'

describe('compressed', () => {
  it('gives the brotli copy of the bytes and keeps it under their hash, where the next build reads it', async () => {
    const text = Buffer.from(`<p>${randomBytes(16).toString('hex')}</p>`.repeat(200))
    const first = await compressed(text)
    expect(brotliDecompressSync(first)).toEqual(text)
    const kept = join('node_modules/.cache/brotli', `${createHash('sha256').update(text).digest('base64url')}.br`)
    expect(readFileSync(kept)).toEqual(first)
    expect(await compressed(Buffer.from(text))).toEqual(first)
  })
})
