import { describe, expect, it } from 'vitest'
import { asRows, balancedColumns, bookGrid, bookRow, bookTileClass, shelfColumns } from './book-grid.ts'

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

describe('a list’s columns', () => {
  it.each<[number, number, number]>([
    // Its balanced rows' count: the fullest row spans the page's column.
    [4, 6, 4],
    [7, 6, 4],
    [10, 6, 5],
    [12, 6, 6],
    [40, 6, 6],
    [5, 4, 3],
    [4, 3, 2],
    [3, 2, 2],
    // Shorter than a short list's columns: those, its row part full, never a cover the size of a poster.
    [3, 6, 4],
    [1, 6, 4],
    [2, 4, 3],
    [2, 3, 3],
    [1, 2, 2],
  ])('%i tiles where a full row has %i: %i columns', (count, full, each) => {
    expect(shelfColumns(count, full)).toBe(each)
  })
})

describe('the columns a list sets', () => {
  const columns = (style: object) =>
    Object.fromEntries(Object.entries(style).filter(([name]) => name.startsWith('--cols')))

  it.each<[number, object]>([
    [1, { '--cols-4': 3, '--cols-6': 4 }],
    [2, { '--cols-4': 3, '--cols-6': 4 }],
    [4, { '--cols-3': 2, '--cols-6': 4 }],
    [5, { '--cols-4': 3, '--cols-6': 5 }],
    [7, { '--cols-6': 4 }],
    [10, { '--cols-6': 5 }],
    [6, { '--cols-4': 3 }],
    [40, {}],
  ])('%i books: only at the widths whose columns differ from a full row’s: %j', (count, expected) => {
    expect(columns(bookGrid(count).style)).toEqual(expected)
  })

  it('shares the list’s width among its columns, every row starting at its start', () => {
    for (const grid of [bookGrid(4), bookGrid(10), bookGrid(3, { shelf: true })]) {
      expect(grid.className.split(' ')).toContain('[--columns:repeat(var(--cols),minmax(0,1fr))]')
      expect(grid.className).not.toMatch(/justify-/)
    }
  })

  it('draws a cover as wide as its column at each width', () => {
    expect(bookGrid(40).coverSizes).toBe(
      '(min-width: 1280px) calc((72rem - 7.5rem) / 6), (min-width: 1024px) calc((100vw - 3rem - 4.5rem) / 4), (min-width: 640px) calc((100vw - 3rem - 3rem) / 3), 45vw',
    )
    expect(bookGrid(7).coverSizes).toMatch(/^\(min-width: 1280px\) calc\(\(72rem - 4.5rem\) \/ 4\)/)
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

describe('a catalogue of a few books', () => {
  it('sets a book a row up to three books, tiles from four', () => {
    expect([0, 1, 2, 3, 4, 40].map(asRows)).toEqual([false, true, true, true, false, false])
  })

  it('is one column from a tablet on, two tiles a row on a phone, each cover a third of the row', () => {
    const grid = bookGrid(2, { rows: true })
    expect(grid.className.split(' ')).toEqual(expect.arrayContaining(['md:grid-cols-1', 'grid-cols-(--columns)']))
    expect(bookGrid(2).className).not.toContain('md:grid-cols-1')
    expect(grid.coverSizes).toBe(
      '(min-width: 1280px) calc((72rem - 2rem) / 3), (min-width: 768px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3rem - 3rem) / 3), 45vw',
    )
  })

  it('places every part of a row from a tablet on only, the cover across every line of the text', () => {
    for (const part of Object.values(bookRow))
      for (const name of part.split(' ')) expect(name === 'hidden' || name.startsWith('md:'), name).toBe(true)
    const lines = Number(bookRow.item.match(/repeat\((\d+),auto\)/)?.[1]) + 2
    expect(lines).toBe(7)
    expect(bookRow.cover).toContain('md:row-span-full')
    const starts = [bookRow.title, bookRow.genre, bookRow.line, bookRow.summary, bookRow.price].map((part) =>
      Number(part.match(/md:row-start-(\d+)/)?.[1]),
    )
    // In order, between the two lines that share the space the cover leaves.
    expect(starts).toEqual([2, 3, 4, 5, 6])
  })
})
