import { describe, expect, it } from 'vitest'
import { storedTextSizeCases } from './text-size.cases.ts'
import { parseTextSize, stepTextSize } from './text-size.ts'

describe('parseTextSize', () => {
  it.each(storedTextSizeCases)('stored $stored → $expected', ({ stored, expected }) => {
    expect(parseTextSize(stored)).toBe(expected)
  })
})

describe('stepTextSize', () => {
  it.each([
    { size: 3, direction: 1, expected: 4 },
    { size: 3, direction: -1, expected: 2 },
    { size: 4, direction: 1, expected: 5 },
    { size: 5, direction: 1, expected: 5 },
    { size: 2, direction: -1, expected: 1 },
    { size: 1, direction: -1, expected: 1 },
  ] as const)('$size, $direction → $expected', ({ size, direction, expected }) => {
    expect(stepTextSize(size, direction)).toBe(expected)
  })
})
