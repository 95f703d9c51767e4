import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageChecks } from './image-checks.ts'
import { loadContent } from './load-content.ts'
import { book, validFiles, writeContent } from './test-content.ts'

type Where = 'cover' | 'portrait' | 'series image' | 'coming soon'

/** The valid content with one image, made at that size, in one place; every other image a 2:3 SVG. */
async function warningsFor(where: Where, file: string, width: number, height: number): Promise<string[]> {
  const files = validFiles()
  if (where === 'cover') files['books/one.md'] = book('One').replace('covers/one.svg', file)
  if (where === 'portrait') files['author.md'] = files['author.md'].replace('images/portrait.svg', file)
  if (where === 'series image')
    files['series/pair.md'] = `---\nname: The Pair\nbooks: [one, two]\nimage: ${file}\n---\nTwo.\n`
  if (where === 'coming soon')
    files['coming-soon.md'] = `---\ntitle: Next\ncover: ${file}\nexpected: Spring 2027\n---\nSoon.\n`
  const dir = writeContent(files)
  const made = join(dir, file)
  if (file.endsWith('.svg'))
    writeFileSync(made, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)
  else await sharp({ create: { width, height, channels: 3, background: '#7a4f2b' } }).toFile(made)
  const shown = relative(process.cwd(), dir)
  return (await imageChecks(loadContent(dir))).warnings.map(
    ({ file: at, message }) => `${at.replace(shown, 'content')}: ${message}`,
  )
}

const square =
  '1000×1000, square; a cover is 2:3 and the site shows it whole at its own shape, so its card and its tile in /books stand shorter than the 2:3 covers beside them; crop it to 2:3, like 1000×1500'
const soft = (width: number, role: string, shown: number) =>
  `${width} px wide; the site shows a ${role} up to ${shown} px wide, ${shown * 2} px on a sharp (2×) screen, so it looks soft there; use one at least ${shown * 2} px wide`

describe('imageChecks', () => {
  it.each<[string, Where, string, number, number, string[]]>([
    ['a 2:3 cover, large enough', 'cover', 'covers/one.jpg', 800, 1200, []],
    ['a 5:8 cover, as Kindle asks', 'cover', 'covers/one.jpg', 1600, 2560, []],
    ['a square cover', 'cover', 'covers/one.jpg', 1000, 1000, [`content/covers/one.jpg: ${square}`]],
    [
      'a cover wider than tall',
      'cover',
      'covers/one.png',
      1500,
      1000,
      [
        'content/covers/one.png: 1500×1000, wider than tall; a cover is 2:3 and the site shows it whole at its own shape, so its card and its tile in /books stand shorter than the 2:3 covers beside them; crop it to 2:3, like 1500×2250',
      ],
    ],
    [
      'a cover narrower than 2:3',
      'cover',
      'covers/one.jpg',
      800,
      1600,
      [
        'content/covers/one.jpg: 800×1600, narrower than 2:3; a cover is 2:3 and the site shows it whole at its own shape, so its card and its tile in /books stand taller than the 2:3 covers beside them; crop it to 2:3, like 800×1200',
      ],
    ],
    [
      'a 2:3 cover too small',
      'cover',
      'covers/one.jpg',
      600,
      900,
      [`content/covers/one.jpg: ${soft(600, 'cover', 380)}`],
    ],
    [
      'a small square cover: both',
      'cover',
      'covers/one.webp',
      500,
      500,
      [
        `content/covers/one.webp: ${square.replaceAll('1000', '500').replace('500×1500', '500×750')}`,
        `content/covers/one.webp: ${soft(500, 'cover', 380)}`,
      ],
    ],
    [
      'a square SVG cover: its shape only, it is sharp at any size',
      'cover',
      'covers/one.svg',
      1000,
      1000,
      [`content/covers/one.svg: ${square}`],
    ],
    [
      'a portrait too small',
      'portrait',
      'images/me.png',
      600,
      800,
      [`content/images/me.png: ${soft(600, 'portrait', 384)}`],
    ],
    ['a large portrait: any shape, its frame crops it', 'portrait', 'images/me.jpg', 1200, 1200, []],
    ['a wide series image: its size only', 'series image', 'series.jpg', 1200, 600, []],
    [
      'a small series image',
      'series image',
      'series.jpg',
      400,
      300,
      [`content/series.jpg: ${soft(400, 'cover', 380)}`],
    ],
    [
      'a square cover of the coming book',
      'coming soon',
      'covers/next.jpg',
      1000,
      1000,
      [`content/covers/next.jpg: ${square}`],
    ],
  ])('%s', async (_, where, file, width, height, expected) => {
    expect(await warningsFor(where, file, width, height)).toEqual(expected)
  })
})

it('warns of an SVG cover whose own title names another book, not of one that names its own', async () => {
  const dir = writeContent(validFiles())
  const svg = (title: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600"><title>${title}</title></svg>`
  writeFileSync(join(dir, 'covers/one.svg'), svg('Tides of Change — a novel by Elena Marlowe'))
  writeFileSync(join(dir, 'covers/two.svg'), svg('TWO — a novel'))
  const shown = relative(process.cwd(), dir)
  expect((await imageChecks(loadContent(dir))).warnings).toEqual([
    {
      file: `${shown}/covers/one.svg`,
      message:
        'its own title says "Tides of Change — a novel by Elena Marlowe", not "One": is it another book\'s cover? Use this book\'s cover, or write its title in the file\'s <title>',
    },
  ])
})

it('stops at an image that cannot be read, and warns of none', async () => {
  const dir = writeContent(validFiles())
  const content = loadContent(dir)
  writeFileSync(join(dir, 'covers/one.svg'), 'not an image at all')
  const shown = relative(process.cwd(), dir)
  expect(await imageChecks(content)).toEqual({
    problems: [
      {
        file: `${shown}/covers/one.svg`,
        message: 'cannot be read as an image; save it again as a JPEG, PNG, WebP or SVG file',
      },
    ],
    warnings: [],
  })
})
