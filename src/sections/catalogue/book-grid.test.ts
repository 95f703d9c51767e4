import { describe, expect, it } from 'vitest'
import { bookGrid } from './book-grid.ts'

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
