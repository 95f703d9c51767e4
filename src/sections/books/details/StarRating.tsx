import * as words from 'virtual:words/details'
import { Star } from 'lucide-react'
import { fill } from '#src/content/words.ts'

const maxStars = 5

/** Filled stars carry a dark outline so they stand out on the light paper as well as on navy. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={fill(words.rated, { rating, stars: maxStars })} className="flex gap-0.5">
      {Array.from({ length: maxStars }, (_, star) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: a star is its position
          key={star}
          aria-hidden="true"
          strokeWidth={1.5}
          className={`size-4 ${star < rating ? 'fill-gold text-on-gold' : 'text-muted'}`}
        />
      ))}
    </div>
  )
}
