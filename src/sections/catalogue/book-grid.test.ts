import { describe, expect, it } from 'vitest'
import { bookGrid, bookTileClass } from './book-grid.ts'

describe('bookGrid', () => {
  it.each<[number, [number, number, number, number]]>([
    [0, [0, 0, 0, 0]],
    [1, [1, 1, 1, 1]],
    [6, [3, 2, 2, 1]],
    [7, [4, 3, 2, 2]],
    [12, [6, 4, 3, 2]],
  ])('%i tiles make rows of 2, 3, 4 and 6 columns: %j', (count, [two, three, four, six]) => {
    expect(bookGrid(count).style).toEqual({ '--rows-2': two, '--rows-3': three, '--rows-4': four, '--rows-6': six })
  })
})

describe('a catalogue shorter than a row', () => {
  const columns = (style: object) =>
    Object.fromEntries(Object.entries(style).filter(([name]) => name.startsWith('--cols') || name === '--tile-cap'))

  it.each<[number, [number, number, number, number]]>([
    [1, [1, 1, 1, 1]],
    [2, [2, 2, 2, 2]],
    [4, [2, 3, 4, 4]],
    [5, [2, 3, 4, 5]],
  ])(
    'of %i books, as the whole catalogue, has no more columns than books at 2, 3, 4 and 6: %j, each capped',
    (count, [two, three, four, six]) => {
      const grid = bookGrid(count, { whole: true })
      expect(columns(grid.style)).toEqual({
        '--cols-2': two,
        '--cols-3': three,
        '--cols-4': four,
        '--cols-6': six,
        '--tile-cap': '15rem',
      })
      // Its covers drawn no wider than the cap, one book's at the cap on a phone too.
      expect(grid.coverSizes).toBe(count === 1 ? '15rem' : '(min-width: 640px) 15rem, 45vw')
      // The row in the middle.
      expect(grid.className.split(' ')).toContain('justify-center-safe')
    },
  )

  it('keeps the page’s columns, uncapped, from six books on, and for a series or the standalones among series', () => {
    for (const grid of [
      bookGrid(6, { whole: true }),
      bookGrid(40, { whole: true }),
      bookGrid(3, { shelf: true }),
      bookGrid(2, { first: 6 }),
    ]) {
      expect(columns(grid.style)).toEqual({})
      expect(grid.coverSizes).toBe(
        '(min-width: 1280px) 11rem, (min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw',
      )
    }
  })
})

describe('a shelf', () => {
  it('is one row on a phone, swiped sideways, and the grid from 640 px; a list that is no shelf has two columns on a phone', () => {
    const shelf = bookGrid(6, { shelf: true }).className.split(' ')
    expect(shelf).toEqual(
      expect.arrayContaining(['max-sm:grid-flow-col', 'max-sm:[--rows:1]', 'sm:grid-cols-(--columns)']),
    )
    expect(shelf).not.toContain('grid-cols-(--columns)')
    const grid = bookGrid(6).className.split(' ')
    expect(grid).toEqual(expect.arrayContaining(['grid-cols-(--columns)', '[--cols:var(--cols-2,2)]']))
    expect(grid.filter((name) => name.startsWith('max-sm:'))).toEqual([])
  })
})

describe('what may be on the first screen', () => {
  const skipped = (className: string) => className.includes('[content-visibility:auto]')

  it('is always drawn: the first list and the first six tiles; later ones are skipped until near', () => {
    expect(skipped(bookGrid(6, { shelf: true }).className)).toBe(false)
    expect(skipped(bookGrid(6, { shelf: true, first: 6 }).className)).toBe(true)
    expect([0, 5, 6, 40].map((index) => skipped(bookTileClass(index)))).toEqual([false, false, true, true])
  })
})
