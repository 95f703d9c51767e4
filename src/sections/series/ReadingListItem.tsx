import * as bookWords from 'virtual:words/books'
import * as words from 'virtual:words/series'
import { Link } from '@tanstack/react-router'
import type { Book } from '#src/content/content.ts'
import { releaseTag } from '#src/content/release-line.ts'
import { ReaderBuyButton } from '#src/sections/book/store/ReaderBuyButton.tsx'
import { CoverLink } from '#src/sections/books/CoverLink.tsx'
import { SampleLink } from '#src/sections/books/SampleLink.tsx'
import { TilePrice } from '#src/sections/catalogue/TilePrice.tsx'
import { Badge } from '#src/ui/Badge.tsx'
import { headingLinkClass } from '#src/ui/link-styles.ts'
import { proseClass } from '#src/ui/prose-styles.ts'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'

/**
 * One book of a series' reading list: its number in reading order, its cover and title (links to its page), its
 * format and price. The first, where a reader starts, is larger and carries its summary, its buy button for the
 * reader's country and its sample, so the page sells book 1 without showing its cover twice. From a laptop every
 * book's summary is beside its cover: a row of the one column is a book's cover and its pitch, not a title by a void.
 */
export function ReadingListItem({ book, position }: { book: Book; position: number }) {
  const first = position === 1
  const forthcoming = useForthcoming(book.release)
  return (
    <li
      className={`grid items-start gap-x-4 border-b border-line py-6 sm:gap-x-6 ${first ? 'grid-cols-[1.75rem_7rem_1fr] sm:grid-cols-[2.5rem_11rem_1fr] sm:grid-rows-[auto_1fr]' : 'grid-cols-[1.75rem_5rem_1fr] sm:grid-cols-[2.5rem_7rem_1fr]'}`}
    >
      <span className="text-end font-serif sm:row-span-2 text-3xl leading-none font-semibold text-accent tabular-nums sm:text-4xl">
        {position}
      </span>
      <CoverLink
        book={book}
        frame="lone-cover"
        className="sm:row-span-2"
        priority={first}
        sizes={first ? '(min-width: 640px) 11rem, 7rem' : '(min-width: 640px) 7rem, 5rem'}
        imageClassName="rounded-md shadow-sm"
      />
      <div className="grid min-w-0 content-start justify-items-start gap-1">
        {first && <Badge>{words.startHere}</Badge>}
        <h2 lang={book.language} dir={book.dir} className="font-serif text-xl leading-snug font-semibold sm:text-2xl">
          <Link to="/books/$slug" params={{ slug: book.slug }} className={headingLinkClass}>
            {book.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {/* The dot keeps to the genre: a line never starts with it. */}
          {book.genre}
          {'\u00a0'}· {releaseTag(book, forthcoming, bookWords)}
        </p>
        <TilePrice editions={book.editions} forthcoming={forthcoming} className="max-w-full" />
        <p
          lang={book.language}
          dir={book.dir}
          className={`mt-2 hidden ${first ? 'sm:block' : 'lg:block'} ${proseClass}`}
        >
          {book.summary}
        </p>
      </div>
      {first && (
        // On a phone under the cover, the row's whole width: a store's name and price need it. Wider, beside the cover.
        <div className="col-span-full mt-4 flex flex-col gap-2 sm:col-span-1 sm:col-start-3 sm:row-start-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
          <ReaderBuyButton buy={book.editions[0].buy} forthcoming={forthcoming} />
          {book.sample && <SampleLink slug={book.slug} />}
        </div>
      )}
    </li>
  )
}
