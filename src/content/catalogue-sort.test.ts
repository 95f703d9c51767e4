import { describe, expect, it } from 'vitest'
import { catalogueSearch, sortBooks } from './catalogue-sort.ts'

// In the catalogue's own order: a series' two books of 2020 in reading order, then the standalones.
const books = [
  { title: 'Case 2', year: 2020 },
  { title: 'Case 10', year: 2020 },
  { title: 'Émile', year: 2023 },
  { title: 'a quiet year', year: 2019 },
  { title: 'Zebra', year: 2021 },
]
const titles = (list: readonly { title: string }[]) => list.map((book) => book.title)

describe('sortBooks', () => {
  it('newest first; books of one year keep the catalogue’s order', () => {
    expect(titles(sortBooks(books, 'newest', 'en'))).toEqual(['Émile', 'Zebra', 'Case 2', 'Case 10', 'a quiet year'])
  })

  it('oldest first; books of one year keep the catalogue’s order', () => {
    expect(titles(sortBooks(books, 'oldest', 'en'))).toEqual(['a quiet year', 'Case 2', 'Case 10', 'Zebra', 'Émile'])
  })

  it('by title as the site’s language sorts them: case and accents aside, numbers as numbers', () => {
    expect(titles(sortBooks(books, 'title', 'en'))).toEqual(['a quiet year', 'Case 2', 'Case 10', 'Émile', 'Zebra'])
  })

  it('leaves the list it was given as it was', () => {
    const given = [...books]
    sortBooks(given, 'title', 'en')
    expect(given).toEqual(books)
  })
})

describe('catalogueSearch', () => {
  it.each<[Record<string, unknown>, object]>([
    [{ sort: 'newest' }, { sort: 'newest' }],
    [{ sort: 'title' }, { sort: 'title' }],
    [{}, {}],
    // A sort no longer offered, a typo or a list: the catalogue's own order.
    [{ sort: 'price' }, {}],
    [{ sort: ['newest', 'oldest'] }, {}],
    [{ sort: 1 }, {}],
  ])('%j → %j', (search, expected) => {
    expect(catalogueSearch(search)).toEqual(expected)
  })
})
