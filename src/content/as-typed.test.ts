import { describe, expect, it } from 'vitest'
import { asTyped } from './as-typed.ts'

describe('asTyped', () => {
  it.each([
    ['Emma’s ‘Tides’', "Emma's 'Tides'"],
    ['“Home” — at last – 1990–2000…', '"Home" - at last - 1990-2000...'],
    ['l’amour, it`s', "l'amour, it`s"],
    ["already typed: don't", "already typed: don't"],
  ])('%s', (set, typed) => expect(asTyped(set)).toBe(typed))
})
