import { m } from 'motion/react'
import type { Book } from '#src/content/content.ts'
import { Badge } from '#src/ui/Badge.tsx'
import { buttonClass } from '#src/ui/button-styles.ts'
import { Image } from '#src/ui/Image.tsx'
import { LazyDialog } from '#src/ui/LazyDialog.tsx'
import { lazyRetrying } from '#src/ui/lazy-retrying.ts'
import { revealOnce } from '#src/ui/motion/reveal-once.ts'
import { useDisclosure } from '#src/ui/use-disclosure.ts'
import { BuyButton } from './BuyButton.tsx'

const BookDetailsDialog = lazyRetrying(() => import('./details/BookDetailsDialog.tsx'))

/** Each card enters a little after the one before it, so the row reads left to right. */
const CARD_STAGGER_S = 0.2

export function BookCard({ book, index }: { book: Book; index: number }) {
  const details = useDisclosure()
  const headingId = `book-${index}-title`
  return (
    <m.article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-2xl border border-line bg-surface shadow-sm md:grid-cols-[1fr_2fr]"
      {...revealOnce({ rise: 40, delay: index * CARD_STAGGER_S })}
    >
      <div className="relative">
        <Image
          image={book.cover}
          alt={`Cover of ${book.title}`}
          priority={index === 0}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="h-full"
        />
        <Badge className="absolute top-3 left-3 shadow">{book.genre}</Badge>
      </div>
      <div className="flex flex-col gap-3 p-6 sm:p-8">
        <h3 id={headingId} className="text-3xl font-semibold">
          {book.title}
        </h3>
        <p className="text-sm text-muted">Published {book.year}</p>
        <p className="max-w-[65ch] leading-relaxed">{book.summary}</p>
        <div className="mt-auto flex flex-col gap-3 pt-4 sm:flex-row sm:flex-wrap">
          <BuyButton book={book} link={book.buy[0]} />
          <button type="button" onClick={details.show} className={buttonClass('outline')}>
            View Details
          </button>
        </div>
      </div>
      <LazyDialog requests={details.requests}>
        <BookDetailsDialog book={book} open={details.open} onClose={details.hide} />
      </LazyDialog>
    </m.article>
  )
}
