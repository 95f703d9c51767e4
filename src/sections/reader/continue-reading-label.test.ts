import { describe, expect, it } from 'vitest'
import { continueReadingLabel } from './continue-reading-label.ts'

describe('continueReadingLabel', () => {
  it.each([
    { progress: undefined, expected: 'Read a sample' },
    { progress: 0, expected: 'Read a sample' },
    { progress: 0.03, expected: 'Read a sample' },
    { progress: 0.04, expected: 'Continue reading (4%)' },
    { progress: 0.424, expected: 'Continue reading (42%)' },
    { progress: 0.965, expected: 'Continue reading (97%)' },
    { progress: 0.97, expected: 'Read the sample again' },
    { progress: 1, expected: 'Read the sample again' },
  ])('$progress → $expected', ({ progress, expected }) => {
    expect(continueReadingLabel(progress)).toBe(expected)
  })
})
