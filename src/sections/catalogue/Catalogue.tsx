import { counts } from 'virtual:content/counts'
import { series } from 'virtual:content/series'
import { site } from 'virtual:content/site'
import * as bookWords from 'virtual:words/books'
import * as words from 'virtual:words/catalogue'
import * as formatWords from 'virtual:words/formats'
import * as headerWords from 'virtual:words/header'
import { useMemo, useState } from 'react'
import { catalogueGroups, catalogueOrder } from '#src/content/catalogue-groups.ts'
import { type CatalogueSort, sortBooks } from '#src/content/catalogue-sort.ts'
import type { Book } from '#src/content/content.ts'
import { pageColumn } from '#src/ui/page-column.ts'
import { asRows } from './book-grid.ts'
import { CatalogueFilters } from './CatalogueFilters.tsx'
import { CatalogueGroup } from './CatalogueGroup.tsx'
import { catalogueControls } from './catalogue-controls.ts'
import { countWords } from './count-words.ts'
import { type CatalogueQuery, everyBook, filterBooks, formatsOf, genresOf } from './filter-books.ts'
import { TileFormat } from './TilePrice.tsx'

// The catalogue's own order first: by series when there are some, else the author's.
const sorts = [
  { value: '' as const, label: series.length > 0 ? words.bySeries : words.suggested },
  { value: 'newest' as const, label: words.newest },
  { value: 'oldest' as const, label: words.oldest },
  { value: 'title' as const, label: words.title },
] satisfies { value: CatalogueSort | ''; label: string }[]

interface CatalogueProps {
  books: readonly Book[]
  /** The order the reader chose; none, the catalogue's own. */
  sort: CatalogueSort | undefined
  onSort: (sort: CatalogueSort | undefined) => void
}

/**
 * Every book, all in the HTML, grouped by series (each in reading order) with the standalones after; once the app
 * runs, a search, a genre and a format narrow the list, and an order other than the catalogue's own lists every
 * book in one list, each tile naming its series. A catalogue of one has nothing to narrow, order or count: its tile alone;
 * one taken in at a glance, an order and its count (catalogue-controls.ts).
 */
export function Catalogue({ books, sort, onSort }: CatalogueProps) {
  const [query, setQuery] = useState<CatalogueQuery>(everyBook)
  const genres = useMemo(() => genresOf(books), [books])
  const formats = useMemo(() => formatsOf(books, formatWords), [books])
  const groups = useMemo(
    () =>
      sort
        ? [{ books: sortBooks(catalogueOrder(books, series), sort, site.language), first: 0 }]
        : catalogueGroups(books, series),
    [books, sort],
  )
  const shown = useMemo(() => new Set(filterBooks(books, query, formatWords).map((book) => book.slug)), [books, query])
  const controls = catalogueControls(books.length, genres.length, formats.length)
  return (
    <section aria-labelledby="catalogue-heading" className={pageColumn}>
      <h1 id="catalogue-heading" className="mb-4 text-4xl font-semibold sm:mb-8">
        {/* A catalogue of one is the book: named as the header's link to it is, not "all" of one. */}
        {books.length === 1 ? headerWords.book : bookWords.all}
      </h1>
      {controls.sort && (
        <>
          <CatalogueFilters
            controls={controls}
            genres={genres}
            formats={formats}
            query={query}
            onChange={setQuery}
            sorts={sorts}
            sort={sort}
            onSort={onSort}
          />
          <p role="status" className="mb-6 text-sm text-muted">
            {countWords(words, site.language, shown.size, books.length, counts)}
          </p>
        </>
      )}
      <TileFormat value={query.format}>
        {groups.map((group) => (
          <CatalogueGroup key={group.series?.slug ?? ''} group={group} shown={shown} rows={asRows(books.length)} />
        ))}
      </TileFormat>
    </section>
  )
}
