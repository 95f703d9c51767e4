import { describe, expect, it } from 'vitest'
import { isbnDigits, isIsbn } from './isbn.ts'

describe('isIsbn', () => {
  it.each([
    ['978-0-306-40615-7', true],
    ['9780306406157', true],
    ['978 0 306 40615 7', true],
    ['0-306-40615-2', true],
    ['0-8044-2957-X', true],
    ['978-0-306-40615-8', false],
    ['0-306-40615-3', false],
    ['12345', false],
    ['ISBN 9780306406157', false],
  ])('%s → %s', (written, valid) => {
    expect(isIsbn(written)).toBe(valid)
  })

  it('compares ISBNs written with and without hyphens', () => {
    expect(isbnDigits('978-0-306-40615-7')).toBe(isbnDigits('978 0306406157'))
  })
})
