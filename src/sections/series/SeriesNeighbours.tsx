import { series } from 'virtual:content/series'
import * as words from 'virtual:words/series'
import { Link } from '@tanstack/react-router'
import type { Neighbours } from '#src/content/content.ts'
import { seriesPlace } from '#src/content/series-place.ts'
import { fill } from '#src/content/words.ts'
import { BookStrips } from '#src/sections/book-strip/BookStrips.tsx'
import { buttonClass } from '#src/ui/button-styles.ts'
import { pageColumn } from '#src/ui/page-column.ts'

/**
 * On a book's page: the book before it in its series, by title, and the next one as a strip (its cover, first lines,
 * store and sample), where a reader who finished this one looks for what to read next; beside it, the ones after it.
 */
export function SeriesNeighbours({
  slug,
  neighbours: { previous, next, shelf },
}: {
  slug: string
  neighbours: Neighbours
}) {
  const place = seriesPlace(slug, series)
  if (!place || (!previous && !next)) return null
  return (
    <div className={`${pageColumn} mt-12 space-y-8`}>
      {previous && (
        <nav aria-label={fill(words.inOrder, { series: place.series.name })}>
          <Link to="/books/$slug" params={{ slug: previous.slug }} className={buttonClass('outline')}>
            {fill(words.previous, { title: previous.title })}
          </Link>
        </nav>
      )}
      {next && <BookStrips heading={fill(words.nextIn, { series: place.series.name })} books={[next]} shelf={shelf} />}
    </div>
  )
}
