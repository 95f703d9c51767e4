import type { Review } from '#src/content/content.ts'

/** A review's words and who said them, inside the caller's figure: a book's list of reviews, or the one on the home. */
export function QuoteLines({ review }: { review: Pick<Review, 'quote' | 'source'> }) {
  return (
    <>
      <blockquote className="font-quote text-lg text-ink italic">“{review.quote}”</blockquote>
      <figcaption className="text-sm text-muted">— {review.source}</figcaption>
    </>
  )
}
