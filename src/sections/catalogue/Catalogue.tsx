import { useMemo, useState } from 'react'
import type { Book } from '#src/content/content.ts'
import { CatalogueFilters } from './CatalogueFilters.tsx'
import { CatalogueItem } from './CatalogueItem.tsx'
import { countWords } from './count-words.ts'
import { type CatalogueQuery, filterBooks, genresOf } from './filter-books.ts'

/** Every book, all in the HTML; once the app runs, a search and a genre narrow the list. */
export function Catalogue({ books }: { books: readonly Book[] }) {
  const [query, setQuery] = useState<CatalogueQuery>({ search: '', genre: '' })
  const genres = useMemo(() => genresOf(books), [books])
  const shown = useMemo(() => new Set(filterBooks(books, query).map((book) => book.slug)), [books, query])
  return (
    <section aria-labelledby="catalogue-heading" className="mx-auto max-w-5xl">
      <h1 id="catalogue-heading" className="mb-8 text-4xl font-semibold">
        All books
      </h1>
      <CatalogueFilters genres={genres} query={query} onChange={setQuery} />
      <p role="status" className="mb-6 text-sm text-muted">
        {countWords(shown.size, books.length)}
      </p>
      <ul
        aria-labelledby="catalogue-heading"
        className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-4"
      >
        {books.map((book, index) => (
          <CatalogueItem key={book.slug} book={book} index={index} hidden={!shown.has(book.slug)} />
        ))}
      </ul>
    </section>
  )
}
