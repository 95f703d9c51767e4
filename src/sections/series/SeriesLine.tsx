import { series } from 'virtual:content/series'
import * as words from 'virtual:words/series'
import { Link } from '@tanstack/react-router'
import { heldToPlaceholder } from '#src/content/held-words.ts'
import { seriesPlace } from '#src/content/series-place.ts'
import { Filled } from '#src/ui/Filled.tsx'
import { inlineTapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'

/**
 * "Book 3 of The Lisbon Ledgers", the series' name a link to its page; nothing for a standalone. A line of its own,
 * not running text: its link is a tap target, as every link standing alone is, yet wraps as words do, "of" held to
 * the name. A line's 44 px kept for it, its words centred there, as when the link was a box of that height.
 */
export function SeriesLine({ slug, className = '' }: { slug: string; className?: string }) {
  const place = seriesPlace(slug, series)
  if (!place) return null
  return (
    <p className={`min-h-11 content-center text-sm ${className}`}>
      <Filled
        word={heldToPlaceholder(words.place, 'series')}
        values={{
          position: place.position,
          series: (
            <Link
              to="/series/$slug"
              params={{ slug: place.series.slug }}
              className={`${textLinkClass} ${inlineTapTargetClass}`}
            >
              {place.series.name}
            </Link>
          ),
        }}
      />
    </p>
  )
}
