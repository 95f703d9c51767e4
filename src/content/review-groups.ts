/**
 * The headings a book's reviews go under, in the order they show when a book has several: readers' words
 * ("Reader Reviews"), quotes from other writers ("Praise") and from newspapers ("Press").
 */
export const reviewKinds = ['readers', 'praise', 'press'] as const
export type ReviewKind = (typeof reviewKinds)[number]

/** The kind a review with none goes under, where site.yaml names none either. */
export const defaultReviewKind: ReviewKind = 'readers'

/**
 * A book's reviews under their headings, each heading once, in the order of reviewKinds; a heading with none is left
 * out. Each says whether its ratings show as stars: a newspaper's quote is not a star rating, whatever its `rating`.
 */
export function reviewGroups<Review extends { kind?: ReviewKind }>(reviews: readonly Review[]) {
  return reviewKinds
    .map((kind) => ({
      kind,
      stars: kind !== 'press',
      reviews: reviews.filter((review) => (review.kind ?? defaultReviewKind) === kind),
    }))
    .filter((group) => group.reviews.length > 0)
}
