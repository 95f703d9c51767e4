import { asTyped } from '#src/content/as-typed.ts'
import { type FormatWords, formatLabel } from '#src/content/book-format.ts'

/** What the reader asks of the catalogue: words of a title, one genre or all, one format or all. */
export interface CatalogueQuery {
  search: string
  /** Empty: every genre. */
  genre: string
  /** A format as the page names it ("Audiobook"); empty: every format. */
  format: string
}

/** The query's fields, by their names in the page's form. */
export const queryFields = ['search', 'genre', 'format'] as const satisfies readonly (keyof CatalogueQuery)[]

/** Nothing asked: every book. */
export const everyBook: CatalogueQuery = { search: '', genre: '', format: '' }

/** How many of the query's fields narrow the list: what the phone's folded filters say they hold. */
export const filtersOn = (query: CatalogueQuery) => queryFields.filter((field) => query[field].trim() !== '').length

interface Listed {
  title: string
  genre: string
  editions: readonly { format?: string }[]
}

// "ebook" and "Ebook" are one format to the reader: the page's name for it.
const formatsOfBook = (book: Listed, words: FormatWords) =>
  book.editions.flatMap((edition) => (edition.format ? [formatLabel(edition.format, words)] : []))

// Accents, case, spacing and typographic punctuation aside, as a reader types a title: "sao" finds "São",
// "  tides " finds "Tides", "emma's" finds "Emma’s".
const folded = (text: string) =>
  asTyped(text).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim()

/** The books whose title holds every word searched, in the genre and format chosen, in the order given. */
export function filterBooks<B extends Listed>(
  books: readonly B[],
  { search, genre, format }: CatalogueQuery,
  formatWords: FormatWords,
): B[] {
  const words = folded(search).split(' ').filter(Boolean)
  return books.filter((book) => {
    if (genre && book.genre !== genre) return false
    if (format && !formatsOfBook(book, formatWords).includes(format)) return false
    const title = folded(book.title)
    return words.every((word) => title.includes(word))
  })
}

/** Each genre once, by name: the filter's choices. */
export const genresOf = (books: readonly Pick<Listed, 'genre'>[]) =>
  [...new Set(books.map((book) => book.genre))].sort((a, b) => a.localeCompare(b))

/** Each format once, in the order the books first list them (ebook, paperback, audiobook): the filter's choices. */
export const formatsOf = (books: readonly Listed[], words: FormatWords) => [
  ...new Set(books.flatMap((book) => formatsOfBook(book, words))),
]
