import { series } from 'virtual:content/series'
import * as words from 'virtual:words/series'
import { Link } from '@tanstack/react-router'
import { seriesPlace } from '#src/content/series-place.ts'
import { Filled } from '#src/ui/Filled.tsx'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'

/**
 * "Book 3 of The Lisbon Ledgers", the series' name a link to its page; nothing for a standalone. A line of its own,
 * not running text: its link is a tap target, as every link standing alone is.
 */
export function SeriesLine({ slug, className = '' }: { slug: string; className?: string }) {
  const place = seriesPlace(slug, series)
  if (!place) return null
  return (
    <p className={`text-sm ${className}`}>
      <Filled
        word={words.place}
        values={{
          position: place.position,
          series: (
            <Link
              to="/series/$slug"
              params={{ slug: place.series.slug }}
              className={`${textLinkClass} ${tapTargetClass}`}
            >
              {place.series.name}
            </Link>
          ),
        }}
      />
    </p>
  )
}
