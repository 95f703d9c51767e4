import { describe, expect, it } from 'vitest'
import { filterBooks, genresOf } from './filter-books.ts'

const books = [
  { title: 'The Digital Ocean', genre: 'Contemporary Fiction' },
  { title: 'Golden Horizons', genre: 'Literary Fiction' },
  { title: 'Tides of Change', genre: 'Drama' },
  { title: 'A Ledger in São Bento', genre: 'Historical Mystery' },
  { title: 'The Ledger of Alfama', genre: 'Historical Mystery' },
]

describe('filterBooks', () => {
  it.each<[string, string, string, string[]]>([
    ['nothing asked: every book, in order', '', '', books.map((b) => b.title)],
    ['part of a word, any case', 'HORIZ', '', ['Golden Horizons']],
    ['spaces around and between words', '  tides   change ', '', ['Tides of Change']],
    ['every word must be in the title, in any order', 'ledger alfama', '', ['The Ledger of Alfama']],
    ['accents aside', 'sao bento', '', ['A Ledger in São Bento']],
    ['a genre alone', '', 'Historical Mystery', ['A Ledger in São Bento', 'The Ledger of Alfama']],
    ['a genre and words', 'bento', 'Historical Mystery', ['A Ledger in São Bento']],
    ['words outside the genre', 'ocean', 'Drama', []],
    ['no title matches', 'dragons', '', []],
  ])('%s', (_, search, genre, expected) => {
    expect(filterBooks(books, { search, genre }).map((b) => b.title)).toEqual(expected)
  })
})

describe('genresOf', () => {
  it('lists each genre once, by name', () => {
    expect(genresOf(books)).toEqual(['Contemporary Fiction', 'Drama', 'Historical Mystery', 'Literary Fiction'])
  })
})
