/** What the reader asks of the catalogue: words of a title, and one genre or all. */
export interface CatalogueQuery {
  search: string
  /** Empty: every genre. */
  genre: string
}

/** The query's fields, by their names in the page's form. */
export const queryFields = ['search', 'genre'] as const satisfies readonly (keyof CatalogueQuery)[]

interface Listed {
  title: string
  genre: string
}

// Accents, case and spacing aside, as a reader types a title: "sao" finds "São", "  tides " finds "Tides".
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim()

/** The books whose title holds every word searched, in the genre chosen, in the order given. */
export function filterBooks<B extends Listed>(books: readonly B[], { search, genre }: CatalogueQuery): B[] {
  const words = folded(search).split(' ').filter(Boolean)
  return books.filter((book) => {
    if (genre && book.genre !== genre) return false
    const title = folded(book.title)
    return words.every((word) => title.includes(word))
  })
}

/** Each genre once, by name: the filter's choices. */
export const genresOf = (books: readonly Listed[]) =>
  [...new Set(books.map((book) => book.genre))].sort((a, b) => a.localeCompare(b))
