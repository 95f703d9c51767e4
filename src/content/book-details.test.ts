import { describe, expect, it } from 'vitest'
import { detailsFor } from './book-details.ts'
import { books } from './books.ts'

describe('detailsFor', () => {
  it.each(books.map((book) => [book.title, book] as const))(
    '%s has its own description, four themes and a review',
    (_, book) => {
      const details = detailsFor(book)
      expect(details.fullDescription).not.toBe(book.summary)
      expect(details.keyThemes).toHaveLength(4)
      expect(details.reviews).toHaveLength(1)
      expect(details.reviews[0].rating).toBeGreaterThanOrEqual(1)
      expect(details.reviews[0].rating).toBeLessThanOrEqual(5)
    },
  )

  it.each([
    ['an unknown title', 'Another Book'],
    ['a title that differs only in case', 'the digital ocean'],
    ['a title with extra space', 'Golden Horizons '],
  ])('falls back to the summary for %s', (_, title) => {
    expect(detailsFor({ title, summary: 'A short summary.' })).toEqual({
      fullDescription: 'A short summary.',
      keyThemes: [],
      reviews: [],
    })
  })
})
