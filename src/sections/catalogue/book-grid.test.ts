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

describe('a shelf', () => {
  it('is one row on a phone, swiped sideways, and the grid from 640 px; a list that is no shelf has two columns on a phone', () => {
    const shelf = bookGrid(6, { shelf: true }).className.split(' ')
    expect(shelf).toEqual(expect.arrayContaining(['max-sm:grid-flow-col', 'max-sm:[--rows:1]', 'sm:grid-cols-3']))
    expect(shelf).not.toContain('grid-cols-2')
    const grid = bookGrid(6).className.split(' ')
    expect(grid).toContain('grid-cols-2')
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
