import { describe, expect, it } from 'vitest'
import type { CheckedContent } from './content/schema.ts'
import { firstScreenImages } from './first-screen-images.ts'

const image = (name: string) => ({ imageFile: `/content/${name}` })
// Newest first, as the pages order books without `order`.
const book = (n: number, featured = false, lead = false) => ({
  slug: `book-${n}`,
  cover: image(`cover-${n}.jpg`),
  year: 2100 - n,
  featured,
  lead,
})
const contentWith = (books: ReturnType<typeof book>[], comingSoon = true, series: { books: string[] }[] = []) =>
  ({
    author: { portrait: image('portrait.png') },
    books,
    series,
    comingSoon: comingSoon ? { cover: image('soon.svg') } : undefined,
  }) as unknown as CheckedContent

const files = (content: CheckedContent) => firstScreenImages(content).map((shown) => shown.imageFile.slice(9))
const covers = (...numbers: number[]) => numbers.map((n) => `cover-${n}.jpg`)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('firstScreenImages', () => {
  it.each<[string, CheckedContent, string[]]>([
    [
      'three books: every image',
      contentWith(range(1, 3).map((n) => book(n))),
      // The newest leads the first screen; the home's cards are the others.
      ['portrait.png', ...covers(2, 3, 1), 'soon.svg'],
    ],
    ['no coming soon', contentWith([book(1)], false), ['portrait.png', ...covers(1)]],
    [
      'forty books, none featured: the lead, the home’s three others and the catalogue’s first eight, once each',
      contentWith(range(1, 40).map((n) => book(n))),
      ['portrait.png', ...covers(2, 3, 4, 1), 'soon.svg', ...covers(...range(5, 8))],
    ],
    [
      'forty books, two featured far down: those two and the catalogue’s first eight',
      contentWith(range(1, 40).map((n) => book(n, n === 20 || n === 31))),
      // The newest book leads the first screen.
      ['portrait.png', ...covers(20, 31, 1), 'soon.svg', ...covers(...range(2, 8))],
    ],
    [
      'forty books, the lead marked far down: its cover too',
      contentWith(range(1, 40).map((n) => book(n, false, n === 25))),
      ['portrait.png', ...covers(1, 2, 3, 25), 'soon.svg', ...covers(...range(4, 8))],
    ],
    [
      'forty books, a series of the last six: the catalogue shows it first',
      contentWith(
        range(1, 40).map((n) => book(n)),
        false,
        [{ books: range(35, 40).map((n) => `book-${n}`) }],
      ),
      // The catalogue's first eight: the series' six, then books 1 and 2, which the first screen shows already.
      ['portrait.png', ...covers(2, 3, 4, 1), ...covers(...range(35, 40))],
    ],
  ])('%s', (_, content, expected) => {
    expect(files(content)).toEqual(expected)
  })

  it('stays the same size for two hundred books', () => {
    expect(firstScreenImages(contentWith(range(1, 200).map((n) => book(n))))).toHaveLength(10)
  })
})
