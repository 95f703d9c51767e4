import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { markScreenshotOf } from './screenshot-of.ts'
import { ownScreenshots, readScreenshots, type Screenshot } from './screenshots.ts'

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

describe('ownScreenshots', () => {
  const shot = (formFactor: 'narrow' | 'wide', of?: string): Screenshot => ({
    path: `screenshots/${formFactor}.png`,
    formFactor,
    width: 10,
    height: 10,
    ...(of && { of }),
  })
  const kept = (screenshots: Screenshot[], author: string) => {
    const warnings: string[] = []
    const own = ownScreenshots(screenshots, author, 'content', (line) => warnings.push(line))
    return { own: own.map((s) => s.formFactor), warnings }
  }

  it("leaves out another author's, saying so in one line", () => {
    expect(kept([shot('narrow', 'Elena Marlowe'), shot('wide', 'Elena Marlowe')], 'Tomás Varga')).toEqual({
      own: [],
      warnings: [
        "content/screenshots/narrow.png and content/screenshots/wide.png show Elena Marlowe's site, not Tomás Varga's: " +
          'left out of the install dialog and the social card; `npm run screenshots` takes yours.',
      ],
    })
  })

  it("keeps the author's own, and one made elsewhere, without a word", () => {
    expect(kept([shot('narrow', 'Tomás Varga'), shot('wide')], 'Tomás Varga')).toEqual({
      own: ['narrow', 'wide'],
      warnings: [],
    })
  })

  it('reads whose site a screenshot shows from the file itself', async () => {
    const dir = await folderWith({ 'wide.png': markScreenshotOf(await png(128, 80), 'Elena Marlowe') })
    expect(readScreenshots(dir)).toEqual([
      { path: 'screenshots/wide.png', formFactor: 'wide', width: 128, height: 80, of: 'Elena Marlowe' },
    ])
  })

  it("the demo's own screenshots say they are its author's, so no other author ships them", () => {
    expect(readScreenshots('content').map((shot) => shot.of)).toEqual(['Elena Marlowe', 'Elena Marlowe'])
  })
})
