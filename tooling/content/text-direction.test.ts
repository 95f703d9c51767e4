import { describe, expect, it } from 'vitest'
import { textDirection } from './text-direction.ts'

describe('textDirection', () => {
  it.each([
    ['en', 'ltr'],
    ['pt-PT', 'ltr'],
    ['fr', 'ltr'],
    ['de', 'ltr'],
    ['es', 'ltr'],
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['yi', 'rtl'],
    ['az', 'ltr'],
    ['az-Arab', 'rtl'],
    ['dv', 'rtl'],
    ['ar-Latn', 'ltr'],
  ])('%s is written %s', (language, direction) => {
    expect(textDirection(language)).toBe(direction)
  })
})
