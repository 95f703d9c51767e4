import { describe, expect, it } from 'vitest'
import { homeBooks } from './home-books.ts'

const books = (marks: string) => [...marks].map((mark, index) => ({ slug: `b${index + 1}`, featured: mark === '*' }))

describe('homeBooks', () => {
  it.each<[string, string, string[]]>([
    ['none marked: the first three', '.....', ['b1', 'b2', 'b3']],
    ['none marked, fewer than three: all', '..', ['b1', 'b2']],
    ['one marked: that one', '..*..', ['b3']],
    ['some marked: those, in page order', '*...*.*', ['b1', 'b5', 'b7']],
    ['all marked: all', '****', ['b1', 'b2', 'b3', 'b4']],
    ['no books: none', '', []],
  ])('%s', (_, marks, expected) => {
    expect(homeBooks(books(marks)).map((book) => book.slug)).toEqual(expected)
  })
})
