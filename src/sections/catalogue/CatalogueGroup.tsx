import { counts } from 'virtual:content/counts'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/catalogue'
import { Link } from '@tanstack/react-router'
import type { CatalogueGroup as Group } from '#src/content/catalogue-groups.ts'
import type { Book, Series } from '#src/content/content.ts'
import { counted, countText } from '#src/content/counted.ts'
import { fill } from '#src/content/words.ts'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
import { bookGrid } from './book-grid.ts'
import { CatalogueItem } from './CatalogueItem.tsx'
import { useShelfPlace } from './use-shelf-place.ts'

interface CatalogueGroupProps {
  group: Group<Book, Series>
  shown: ReadonlySet<string>
  /** A book a row from a tablet on: the catalogue has a few books (`asRows`). */
  rows: boolean
}

/**
 * A series under its name (a link to its page), its books in reading order, a shelf on a phone with "All 6 →" to its
 * page beside the name; or the standalones. The whole group hides when a search leaves none of its books. An author
 * with no series has one list, named by the page's heading.
 */
export function CatalogueGroup({ group: { series, books, first }, shown, rows }: CatalogueGroupProps) {
  // Every book's rows, whatever is left out: the stand-in matters where the list was never drawn, above all back from
  // a book, where no filter is chosen; and a style that changed with each answer would restyle every tile in view.
  // The catalogue's one list: an author with no series, or the books in a chosen order.
  const whole = !series && first === 0
  const { coverSizes, ...grid } = bookGrid(books.length, { shelf: series !== undefined, first, rows })
  const items = books.map((book, index) => (
    <CatalogueItem
      key={book.slug}
      book={book}
      index={first + index}
      hidden={!shown.has(book.slug)}
      position={series ? index + 1 : undefined}
      coverSizes={coverSizes}
      row={rows}
    />
  ))
  const headingId = series ? `series-${series.slug}` : 'standalones'
  const shelfId = series && `shelf-${series.slug}`
  const shelfPlace = useShelfPlace(shelfId)
  // A series is read in order.
  const List = series ? 'ol' : 'ul'
  if (whole)
    return (
      <ul aria-labelledby="catalogue-heading" {...grid}>
        {items}
      </ul>
    )
  return (
    <section aria-labelledby={headingId} hidden={!books.some((book) => shown.has(book.slug))} className="mb-12">
      <div className="mb-6 flex items-baseline justify-between gap-x-4 max-sm:mb-3">
        <h2 id={headingId} className="font-serif text-2xl font-semibold">
          {series ? (
            <Link to="/series/$slug" params={{ slug: series.slug }} className={`${textLinkClass} ${tapTargetClass}`}>
              {series.name}
            </Link>
          ) : (
            words.standalones
          )}
        </h2>
        {/* Outside the heading, which names the list. Wider, every book of the series is in view and its name links. */}
        {series && (
          <Link
            to="/series/$slug"
            params={{ slug: series.slug }}
            aria-label={counted(words.seeAllOf, site.language, books.length, { series: series.name }, counts)}
            className={`${textLinkClass} ${tapTargetClass} shrink-0 text-sm font-semibold whitespace-nowrap sm:hidden`}
          >
            {fill(words.seeAll, { count: countText(site.language, books.length, counts) })}
          </Link>
        )}
      </div>
      <List aria-labelledby={headingId} ref={shelfPlace} data-scroll-restoration-id={shelfId} {...grid}>
        {items}
      </List>
    </section>
  )
}
