import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readScreenshots } from './screenshots.ts'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()

async function folderWith(files: Record<string, Buffer | string>) {
  const dir = mkdtempSync(join(tmpdir(), 'screenshots-'))
  mkdirSync(join(dir, 'screenshots'))
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, 'screenshots', name), bytes)
  return dir
}

describe('readScreenshots', () => {
  it.each<[string, () => Promise<Record<string, Buffer | string>>, string[]]>([
    ['none', async () => ({}), []],
    ['a phone one only', async () => ({ 'narrow.png': await png(39, 84) }), ['narrow 39x84']],
    [
      'both, each with its own size',
      async () => ({ 'narrow.png': await png(39, 84), 'wide.png': await png(128, 80) }),
      ['narrow 39x84', 'wide 128x80'],
    ],
    ['other names are not screenshots', async () => ({ 'tablet.png': await png(10, 10) }), []],
  ])('%s', async (_, files, expected) => {
    const shots = readScreenshots(await folderWith(await files()))
    expect(shots.map((shot) => `${shot.formFactor} ${shot.width}x${shot.height}`)).toEqual(expected)
  })

  it('names a file that is not a PNG', async () => {
    const dir = await folderWith({ 'wide.png': 'GIF89a' })
    expect(() => readScreenshots(dir)).toThrow(`${join(dir, 'screenshots/wide.png')}: expected a PNG image`)
  })
})
