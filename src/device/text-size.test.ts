import { describe, expect, it } from 'vitest'
import { parseTextSize, stepTextSize } from './text-size.ts'

const storedTextSizeCases = [
  { stored: '1', expected: 1 },
  { stored: '2', expected: 2 },
  { stored: '3', expected: 3 },
  { stored: '4', expected: 4 },
  { stored: '5', expected: 5 },
  { stored: null, expected: 3 },
  // Only a bare digit in range counts: anything else is the default size.
  { stored: '', expected: 3 },
  { stored: '0', expected: 3 },
  { stored: '6', expected: 3 },
  { stored: '"4"', expected: 3 },
  { stored: ' 4', expected: 3 },
  { stored: '4\n', expected: 3 },
  { stored: '2.5', expected: 3 },
  { stored: 'large', expected: 3 },
] as const

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
