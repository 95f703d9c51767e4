import { books, series } from 'virtual:content/books'
import * as words from 'virtual:words/series'
import { Link } from '@tanstack/react-router'
import { findBook } from '#src/content/find-book.ts'
import { seriesPlace } from '#src/content/series-place.ts'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

/** On a book's page: the books before and after it in its series, by title. */
export function SeriesNeighbours({ slug }: { slug: string }) {
  const place = seriesPlace(slug, series)
  if (!place || (!place.previous && !place.next)) return null
  const previous = place.previous ? findBook(books, place.previous) : undefined
  const next = place.next ? findBook(books, place.next) : undefined
  return (
    <nav
      aria-label={fill(words.inOrder, { series: place.series.name })}
      className="mx-auto mt-12 flex max-w-5xl flex-wrap justify-between gap-4"
    >
      {previous && (
        <Link to="/books/$slug" params={{ slug: previous.slug }} className={buttonClass('outline')}>
          {fill(words.previous, { title: previous.title })}
        </Link>
      )}
      {next && (
        <Link to="/books/$slug" params={{ slug: next.slug }} className={`${buttonClass('outline')} ms-auto`}>
          {fill(words.next, { title: next.title })}
        </Link>
      )}
    </nav>
  )
}
