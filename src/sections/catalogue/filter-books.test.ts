import * as formatWords from 'virtual:words/formats'
import { describe, expect, it } from 'vitest'
import { everyBook, filterBooks, filtersOn, formatsOf, genresOf } from './filter-books.ts'

const editions = (...formats: (string | undefined)[]) => formats.map((format) => ({ format }))
const books = [
  { title: 'The Digital Ocean', genre: 'Contemporary Fiction', editions: editions(undefined) },
  { title: 'Golden Horizons', genre: 'Literary Fiction', editions: editions('ebook') },
  { title: 'Tides of Change', genre: 'Drama', editions: editions('Paperback', 'large print') },
  { title: 'A Ledger in São Bento', genre: 'Historical Mystery', editions: editions('ebook', 'audiobook') },
  { title: 'The Ledger of Alfama', genre: 'Historical Mystery', editions: editions('paperback', 'Audiobook') },
  { title: 'Emma’s “Last” Summer – 1990…', genre: 'Drama', editions: editions('ebook') },
]

describe('filterBooks', () => {
  it.each<[string, string, string, string[]]>([
    ['nothing asked: every book, in order', '', '', books.map((b) => b.title)],
    ['part of a word, any case', 'HORIZ', '', ['Golden Horizons']],
    ['spaces around and between words', '  tides   change ', '', ['Tides of Change']],
    ['every word must be in the title, in any order', 'ledger alfama', '', ['The Ledger of Alfama']],
    ['accents aside', 'sao bento', '', ['A Ledger in São Bento']],
    // The build sets the title's ' as ’ (typeset.ts): a reader's keyboard types it straight, a phone's curly.
    ["a straight apostrophe finds the title's curly one", "emma's", '', ['Emma’s “Last” Summer – 1990…']],
    ['a curly one too', 'emma’s', '', ['Emma’s “Last” Summer – 1990…']],
    ['straight quotes, a hyphen and three dots', '"last" summer - 1990...', '', ['Emma’s “Last” Summer – 1990…']],
    ['a genre alone', '', 'Historical Mystery', ['A Ledger in São Bento', 'The Ledger of Alfama']],
    ['a genre and words', 'bento', 'Historical Mystery', ['A Ledger in São Bento']],
    ['words outside the genre', 'ocean', 'Drama', []],
    ['no title matches', 'dragons', '', []],
  ])('%s', (_, search, genre, expected) => {
    expect(filterBooks(books, { ...everyBook, search, genre }, formatWords).map((b) => b.title)).toEqual(expected)
  })

  it.each<[string, string, string, string[]]>([
    ['a format, however the author wrote it', '', 'Audiobook', ['A Ledger in São Bento', 'The Ledger of Alfama']],
    ['the author’s own word for a format', '', 'large print', ['Tides of Change']],
    ['a format and words', 'alfama', 'Paperback', ['The Ledger of Alfama']],
    ['a format no book has', '', 'Hardcover', []],
  ])('%s', (_, search, format, expected) => {
    expect(filterBooks(books, { ...everyBook, search, format }, formatWords).map((b) => b.title)).toEqual(expected)
  })
})

describe('formatsOf', () => {
  it('lists each format once, by the page’s name for it, in the order the books first list them', () => {
    expect(formatsOf(books, formatWords)).toEqual(['Ebook', 'Paperback', 'large print', 'Audiobook'])
  })
})

describe('genresOf', () => {
  it('lists each genre once, by name', () => {
    expect(genresOf(books)).toEqual(['Contemporary Fiction', 'Drama', 'Historical Mystery', 'Literary Fiction'])
  })
})

describe('filtersOn', () => {
  it.each<[string, object, number]>([
    ['nothing asked', {}, 0],
    ['spaces alone search for nothing', { search: '   ' }, 0],
    ['a search', { search: 'tides' }, 1],
    ['a genre and a format', { genre: 'Drama', format: 'Ebook' }, 2],
    ['all three', { search: 'tides', genre: 'Drama', format: 'Ebook' }, 3],
  ])('%s: %i', (_, asked, expected) => {
    expect(filtersOn({ ...everyBook, ...asked })).toBe(expected)
  })
})
