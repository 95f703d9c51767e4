import * as words from 'virtual:words/books'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import type { Book } from '#src/content/content.ts'
import { loadBookPage } from '#src/content/load-book.ts'
import { releaseLine } from '#src/content/release-line.ts'
import { ReaderBuyButton } from '#src/sections/book/store/ReaderBuyButton.tsx'
import { SeriesLine } from '#src/sections/series/SeriesLine.tsx'
import { Badge } from '#src/ui/Badge.tsx'
import { buttonClass } from '#src/ui/button-styles.ts'
import { carryCover, pageChangeMoves } from '#src/ui/carried-cover.ts'
import { LazyDialog } from '#src/ui/LazyDialog.tsx'
import { lazyRetrying } from '#src/ui/lazy-retrying.ts'
import { headingLinkClass } from '#src/ui/link-styles.ts'
import { useDisclosure } from '#src/ui/use-disclosure.ts'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'
import {
  type BooksLayout,
  cardClass,
  coverCellClass,
  coverSizes,
  headClass,
  summaryClass,
  textClass,
  titleTag,
} from './books-layout.ts'
import { CoverLink } from './CoverLink.tsx'
import { SampleLink } from './SampleLink.tsx'

const BookDetailsDialog = lazyRetrying(() => import('./details/BookDetailsDialog.tsx'))

export const bookHeadingId = (index: number) => `book-${index}-title`

export function BookCard({ book, index, layout }: { book: Book; index: number; layout: BooksLayout }) {
  const details = useDisclosure()
  const headingId = bookHeadingId(index)
  const Heading = titleTag(layout)
  // A book still to come is the home's Coming Soon card; from its release day, on the reader's calendar, a book like the others.
  const forthcoming = useForthcoming(book.release)
  const cover = useRef<HTMLAnchorElement>(null)
  return (
    <article
      aria-labelledby={headingId}
      data-reveal=""
      // Staggered by an inline delay before React adopts it (src/start/before-app/reveal.ts).
      suppressHydrationWarning
      className={`${cardClass(layout)} shadow-sm [--reveal-rise:40px] ${forthcoming ? 'border-dashed border-accent/60' : 'border-line'}`}
    >
      <CoverLink
        ref={cover}
        book={book}
        className={`block overflow-hidden ${coverCellClass}`}
        priority={index === 0}
        sizes={coverSizes(layout)}
      />
      <div className={textClass}>
        <div className={headClass}>
          {/* On the cover where the cover is a third of the card, tucked into its corner, off a narrow cover's lettering;
              beside it on a phone, where it would cover the art. */}
          <Badge className="pointer-events-none absolute top-1.5 start-1.5 shadow max-md:static">{book.genre}</Badge>
          {forthcoming && <Badge>{words.comingSoon}</Badge>}
          <Heading
            id={headingId}
            lang={book.language}
            dir={book.dir}
            className={`${layout === 'alone' ? 'text-4xl max-md:text-3xl' : 'text-3xl max-md:text-2xl'} font-semibold`}
          >
            <Link
              to="/books/$slug"
              params={{ slug: book.slug }}
              viewTransition={pageChangeMoves()}
              onClick={() => carryCover(cover.current)}
              className={headingLinkClass}
            >
              {book.title}
            </Link>
          </Heading>
          <p className="text-sm text-muted">{releaseLine(book, forthcoming, words)}</p>
          <SeriesLine slug={book.slug} />
        </div>
        <p lang={book.language} dir={book.dir} className={summaryClass}>
          {book.summary}
        </p>
        {/* Right under the summary, not pinned to the card's foot: Buy, then the sample, as in the hero and on the book's page.
            Buy has a row to itself and the two lesser ways share the next, at every width: in one row a longer store or
            price wrapped one card's buttons and not its neighbour's; three stacked rows made a phone's card a screen. */}
        <div className="col-span-2 grid grid-cols-[auto_1fr] justify-items-start gap-3 pt-2 sm:gap-x-5">
          <ReaderBuyButton buy={book.editions[0].buy} forthcoming={forthcoming} className="col-span-2 max-sm:w-full" />
          {book.sample && <SampleLink slug={book.slug} />}
          {/* The book's own page until the app runs (and for a new tab); the details dialog after. */}
          <Link
            to="/books/$slug"
            params={{ slug: book.slug }}
            aria-haspopup="dialog"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
              event.preventDefault()
              details.show()
              // Its text downloads beside the dialog's code, not after it; a failure is the dialog's to say.
              loadBookPage(book.slug).catch(() => {})
            }}
            className={buttonClass('outline', 'max-sm:px-3')}
          >
            {words.details}
          </Link>
        </div>
      </div>
      <LazyDialog requests={details.requests}>
        <BookDetailsDialog book={book} open={details.open} onClose={details.hide} />
      </LazyDialog>
    </article>
  )
}
