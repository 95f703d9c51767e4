import * as words from 'virtual:words/details'
import type { Review } from '#src/content/content.ts'
import { type ReviewKind, reviewGroups } from '#src/content/review-groups.ts'
import { DetailsSection, type TitleLevel } from './DetailsSection.tsx'
import { QuoteLines } from './QuoteLines.tsx'
import { StarRating } from './StarRating.tsx'

// The heading over each kind of review the content names (a review's `kind`, else site.yaml's `reviewKind`).
const headings: Record<ReviewKind, string> = { readers: words.reviews, praise: words.praise, press: words.press }

/** A book's reviews, under a heading for each kind they are of; the press's without stars (review-groups.ts). */
export function Reviews({ reviews, level }: { reviews: readonly Review[]; level: TitleLevel }) {
  return reviewGroups(reviews).map((group) => (
    <DetailsSection key={group.kind} title={headings[group.kind]} level={level}>
      <ul className="space-y-4">
        {group.reviews.map((review) => (
          <li key={review.source}>
            <figure className="space-y-2 rounded-xl border border-line bg-paper p-4">
              {group.stars && review.rating !== undefined && <StarRating rating={review.rating} />}
              <QuoteLines review={review} />
            </figure>
          </li>
        ))}
      </ul>
    </DetailsSection>
  ))
}
