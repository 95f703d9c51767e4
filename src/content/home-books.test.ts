import { describe, expect, it } from 'vitest'
import { homeBooks } from './home-books.ts'

// A mark a book, older down the page: "." out, "*" out and featured, "^" out and the author's lead, a digit to come
// (its release day that day of March 2027), "!" to come and featured.
const books = (marks: string) =>
  [...marks].map((mark, index) => ({
    slug: `b${index + 1}`,
    year: 2026 - index,
    editions: [{ buy: ['a store'] }],
    featured: mark === '*' || mark === '!',
    lead: mark === '^',
    ...(/[\d!]/.test(mark) && { release: { day: `2027-03-0${mark === '!' ? 9 : mark}`, forthcoming: true } }),
  }))

describe('homeBooks', () => {
  it.each<[string, string, string[]]>([
    ['none marked: the first three but the newest, which the first screen leads with', '.....', ['b2', 'b3', 'b4']],
    ['none marked, the author’s lead: the first three but it', '..^..', ['b1', 'b2', 'b4']],
    ['none marked, fewer than three: all but the lead', '..', ['b2']],
    ['one book out: itself, though it leads', '.', ['b1']],
    ['one marked: that one', '..*..', ['b3']],
    ['some marked: those, in page order', '*...*.*', ['b1', 'b5', 'b7']],
    ['all marked: all', '****', ['b1', 'b2', 'b3', 'b4']],
    ['no books: none', '', []],
    ['a book to come: after the three, never one of them', '1....', ['b2', 'b3', 'b4', 'b1']],
    ['books to come: soonest first', '4.2..', ['b2', 'b4', 'b5', 'b3', 'b1']],
    ['a book to come among the marked: after them', '*.!*', ['b1', 'b4', 'b3']],
    ['only a book to come marked: the first three out, then it', '!....', ['b2', 'b3', 'b4', 'b1']],
    ['a debut not out yet: itself alone', '1', ['b1']],
  ])('%s', (_, marks, expected) => {
    expect(homeBooks(books(marks)).map((book) => book.slug)).toEqual(expected)
  })

  it('takes a book whose day came before the build as out', () => {
    const came = { ...books('.')[0], slug: 'came', year: 2020, release: { day: '2020-01-01', forthcoming: false } }
    expect(homeBooks([...books('..'), came]).map((book) => book.slug)).toEqual(['b2', 'came'])
  })
})
