import { describe, expect, it } from 'vitest'
import { findBook } from './find-book.ts'

const books = [{ slug: 'first-light' }, { slug: 'second-tide' }]

describe('findBook', () => {
  it.each([
    ['first-light', books[0]],
    ['second-tide', books[1]],
    ['unknown', undefined],
    ['First-Light', undefined],
    ['first-light/', undefined],
    ['', undefined],
  ])('%j finds %j', (slug, found) => {
    expect(findBook(books, slug)).toBe(found)
  })
})
