import { describe, expect, it } from 'vitest'
import { median } from './median.ts'

describe('median', () => {
  it.each([
    { case: 'one value is its own median', values: [7], median: 7 },
    { case: 'an odd count takes the middle, whatever the order', values: [30, 10, 20], median: 20 },
    { case: 'an even count takes the upper middle, a measured value', values: [4, 1, 3, 2], median: 3 },
    { case: 'none has none', values: [], median: undefined },
  ])('$case', ({ values, median: expected }) => {
    expect(median(values)).toBe(expected)
  })

  it('leaves the values in their order', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})
