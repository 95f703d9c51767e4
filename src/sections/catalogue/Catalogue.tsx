import { counts } from 'virtual:content/counts'
import { series } from 'virtual:content/series'
import { site } from 'virtual:content/site'
import * as bookWords from 'virtual:words/books'
import * as words from 'virtual:words/catalogue'
import * as formatWords from 'virtual:words/formats'
import { useMemo, useState } from 'react'
import { catalogueGroups } from '#src/content/catalogue-groups.ts'
import type { Book } from '#src/content/content.ts'
import { CatalogueFilters } from './CatalogueFilters.tsx'
import { CatalogueGroup } from './CatalogueGroup.tsx'
import { countWords } from './count-words.ts'
import { type CatalogueQuery, everyBook, filterBooks, formatsOf, genresOf } from './filter-books.ts'

/**
 * Every book, all in the HTML, grouped by series (each in reading order) with the standalones after; once the app
 * runs, a search, a genre and a format narrow the list.
 */
export function Catalogue({ books }: { books: readonly Book[] }) {
  const [query, setQuery] = useState<CatalogueQuery>(everyBook)
  const genres = useMemo(() => genresOf(books), [books])
  const formats = useMemo(() => formatsOf(books, formatWords), [books])
  const groups = useMemo(() => catalogueGroups(books, series), [books])
  const shown = useMemo(() => new Set(filterBooks(books, query, formatWords).map((book) => book.slug)), [books, query])
  return (
    <section aria-labelledby="catalogue-heading" className="mx-auto max-w-5xl">
      <h1 id="catalogue-heading" className="mb-8 text-4xl font-semibold">
        {bookWords.all}
      </h1>
      <CatalogueFilters genres={genres} formats={formats} query={query} onChange={setQuery} />
      <p role="status" className="mb-6 text-sm text-muted">
        {countWords(words, site.language, shown.size, books.length, counts)}
      </p>
      {groups.map((group) => (
        <CatalogueGroup key={group.series?.slug ?? ''} group={group} shown={shown} />
      ))}
    </section>
  )
}
