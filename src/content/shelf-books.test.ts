import { describe, expect, it } from 'vitest'
import { shelfBooks } from './shelf-books.ts'

const book = (slug: string, year: number, forthcoming = false) => ({
  slug,
  year,
  ...(forthcoming && { release: { forthcoming } }),
})

describe('shelfBooks', () => {
  it('leaves out the page’s book and the strip’s', () => {
    const [page, strip, other] = [book('page', 2020), book('strip', 2021), book('other', 2019)]
    expect(shelfBooks([page, strip, other], [page, strip])).toEqual([other])
  })

  it('sets the books out now first, newest first, one year’s in page order', () => {
    const books = [book('old', 2015), book('coming', 2027, true), book('a', 2022), book('b', 2022)]
    expect(shelfBooks(books, []).map(({ slug }) => slug)).toEqual(['a', 'b', 'old'])
  })

  it('holds three at most, a book still to come only when fewer are out', () => {
    const books = [book('coming', 2027, true), book('a', 2020), book('b', 2021)]
    expect(shelfBooks(books, []).map(({ slug }) => slug)).toEqual(['b', 'a', 'coming'])
    const many = [1, 2, 3, 4, 5].map((n) => book(`b${n}`, 2010 + n))
    expect(shelfBooks(many, [undefined])).toHaveLength(3)
  })

  it('is empty when the author has no other book', () => {
    const only = book('only', 2020)
    expect(shelfBooks([only], [only])).toEqual([])
  })
})
