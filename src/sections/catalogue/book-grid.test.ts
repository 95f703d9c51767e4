import { describe, expect, it } from 'vitest'
import { balancedColumns, bookGrid, bookTileClass } from './book-grid.ts'

describe('bookGrid', () => {
  it.each<[number, [number, number, number, number]]>([
    [0, [0, 0, 0, 0]],
    [1, [1, 1, 1, 1]],
    [6, [3, 2, 2, 1]],
    [7, [4, 3, 2, 2]],
    [12, [6, 4, 3, 2]],
  ])('%i tiles make rows of 2, 3, 4 and 6 columns: %j', (count, [two, three, four, six]) => {
    const rows = Object.entries(bookGrid(count).style).filter(([name]) => name.startsWith('--rows'))
    expect(Object.fromEntries(rows)).toEqual({ '--rows-2': two, '--rows-3': three, '--rows-4': four, '--rows-6': six })
  })
})

describe('balanced rows', () => {
  it.each<[number, number, number]>([
    [7, 6, 4],
    [10, 6, 5],
    [13, 6, 5],
    [8, 6, 4],
    [12, 6, 6],
    [40, 6, 6],
    [4, 6, 4],
    [4, 3, 2],
    [7, 3, 3],
    [7, 2, 2],
    [1, 2, 1],
    [0, 6, 0],
  ])('%i tiles where a full row has %i: %i a row', (count, full, each) => {
    expect(balancedColumns(count, full)).toBe(each)
  })

  it('never end in a lone tile that fewer columns, as many rows, would avoid', () => {
    for (let count = 2; count <= 60; count++)
      for (const full of [2, 3, 4, 6]) {
        const each = balancedColumns(count, full)
        const rows = Math.ceil(count / each)
        // No more rows than a full row's columns make, and no more columns.
        expect(rows).toBe(Math.ceil(count / full))
        expect(each).toBeLessThanOrEqual(full)
        // A lone last tile only where fewer columns would take another row.
        if (rows > 1 && count - each * (rows - 1) === 1) expect(Math.ceil(count / (each - 1))).toBeGreaterThan(rows)
      }
  })
})

describe('the columns a list sets', () => {
  const columns = (style: object) =>
    Object.fromEntries(Object.entries(style).filter(([name]) => name.startsWith('--cols')))

  it.each<[number, object]>([
    [1, { '--cols-2': 1, '--cols-3': 1, '--cols-4': 1, '--cols-6': 1 }],
    [2, { '--cols-3': 2, '--cols-4': 2, '--cols-6': 2 }],
    [4, { '--cols-3': 2, '--cols-6': 4 }],
    [5, { '--cols-4': 3, '--cols-6': 5 }],
    [7, { '--cols-6': 4 }],
    [10, { '--cols-6': 5 }],
    [6, { '--cols-4': 3 }],
    [40, {}],
  ])('%i books: only at the widths whose balanced rows take fewer columns than a full row: %j', (count, expected) => {
    expect(columns(bookGrid(count).style)).toEqual(expected)
    expect(columns(bookGrid(count, { whole: true }).style)).toEqual(expected)
  })

  it('lets the catalogue’s one list widen its tiles to 15rem, no list among series; every row starts at its start', () => {
    const cap = '[--tile-cap:max(15rem,var(--row-tile))]'
    expect(bookGrid(4, { whole: true }).className.split(' ')).toContain(cap)
    for (const grid of [bookGrid(10), bookGrid(3, { shelf: true }), bookGrid(2, { first: 6 })])
      expect(grid.className.split(' ')).not.toContain(cap)
    for (const grid of [bookGrid(4, { whole: true }), bookGrid(10)]) expect(grid.className).not.toMatch(/justify-/)
  })

  it('draws a wider row’s covers larger, a full row’s at a full row’s size', () => {
    const row = '(min-width: 1280px) 11rem, (min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw'
    const wide = '(min-width: 1024px) 15rem, (min-width: 640px) 30vw, 45vw'
    expect(bookGrid(1, { whole: true }).coverSizes).toBe('15rem')
    expect(bookGrid(4, { whole: true }).coverSizes).toBe(wide)
    expect(bookGrid(7, { whole: true }).coverSizes).toBe(wide)
    for (const grid of [
      bookGrid(6, { whole: true }),
      bookGrid(40, { whole: true }),
      bookGrid(7),
      bookGrid(3, { shelf: true }),
    ])
      expect(grid.coverSizes).toBe(row)
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
