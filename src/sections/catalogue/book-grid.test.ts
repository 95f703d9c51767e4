import { describe, expect, it } from 'vitest'
import { bookGridRows } from './book-grid.ts'

describe('bookGridRows', () => {
  it.each<[number, [number, number, number]]>([
    [0, [0, 0, 0]],
    [1, [1, 1, 1]],
    [6, [3, 2, 2]],
    [7, [4, 3, 2]],
    [12, [6, 4, 3]],
  ])('%i tiles make rows of 2, 3 and 4 columns: %j', (count, [two, three, four]) => {
    expect(bookGridRows(count)).toEqual({ '--rows-2': two, '--rows-3': three, '--rows-4': four })
  })
})
