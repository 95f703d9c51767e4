import { describe, expect, it } from 'vitest'
import { countWords } from './count-words.ts'

describe('countWords', () => {
  it.each<[number, number, string]>([
    [40, 40, '40 books'],
    [1, 1, '1 book'],
    [3, 40, '3 of 40 books'],
    [0, 40, '0 of 40 books'],
    [1, 2, '1 of 2 books'],
  ])('%i shown of %i', (shown, total, expected) => {
    expect(countWords(shown, total)).toBe(expected)
  })
})
