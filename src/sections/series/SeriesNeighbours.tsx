import { series } from 'virtual:content/series'
import * as words from 'virtual:words/series'
import { Link } from '@tanstack/react-router'
import type { Neighbours } from '#src/content/content.ts'
import { seriesPlace } from '#src/content/series-place.ts'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { pageColumn } from '#src/ui/page-column.ts'

/** On a book's page: the books before and after it in its series, by title (the build names them with the book). */
export function SeriesNeighbours({ slug, neighbours: { previous, next } }: { slug: string; neighbours: Neighbours }) {
  const place = seriesPlace(slug, series)
  if (!place || (!previous && !next)) return null
  return (
    <nav
      aria-label={fill(words.inOrder, { series: place.series.name })}
      className={`${pageColumn} mt-12 flex flex-wrap justify-between gap-4`}
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
