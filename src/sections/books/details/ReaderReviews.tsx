import * as words from 'virtual:words/details'
import type { Review } from '#src/content/content.ts'
import { DetailsSection, type TitleLevel } from './DetailsSection.tsx'
import { StarRating } from './StarRating.tsx'

export function ReaderReviews({ reviews, level }: { reviews: readonly Review[]; level: TitleLevel }) {
  if (reviews.length === 0) return null
  return (
    <DetailsSection title={words.reviews} level={level}>
      <ul className="space-y-4">
        {reviews.map((review) => (
          <li key={review.source}>
            <figure className="rounded-xl border border-line bg-paper p-4">
              <StarRating rating={review.rating} />
              <blockquote className="mt-2 font-quote text-lg text-ink italic">“{review.quote}”</blockquote>
              <figcaption className="mt-2 text-sm text-muted">— {review.source}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </DetailsSection>
  )
}
