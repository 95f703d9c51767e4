import * as bookWords from 'virtual:words/books'
import * as seriesWords from 'virtual:words/series'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { Book } from '#src/content/content.ts'
import { releaseTag } from '#src/content/release-line.ts'
import { fill } from '#src/content/words.ts'
import { SeriesLine } from '#src/sections/series/SeriesLine.tsx'
import { Badge } from '#src/ui/Badge.tsx'
import { carryCover, pageChangeMoves } from '#src/ui/carried-cover.ts'
import { Image } from '#src/ui/Image.tsx'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'
import { bookTileClass } from './book-grid.ts'
import { TilePrice } from './TilePrice.tsx'

/**
 * One book in the catalogue: its cover and title link to its page. Hidden, not removed, when a search leaves it out.
 * Off screen it is neither laid out nor painted: a key that shows a screenful of other books lays out only those.
 */
export const CatalogueItem = memo(function CatalogueItem({
  book,
  index,
  hidden,
  position,
}: {
  book: Book
  index: number
  hidden: boolean
  /** Its place in the series whose list it is in: the list's heading names the series already. */
  position?: number
}) {
  return (
    <li hidden={hidden} className={bookTileClass(index)}>
      <BookTile book={book} index={index} position={position} />
    </li>
  )
})

// Made once per book: a search only hides and shows the items, so each key redraws no link or image (200 books: 776 ms a key on the phone before).
const BookTile = memo(function BookTile({ book, index, position }: { book: Book; index: number; position?: number }) {
  const forthcoming = useForthcoming(book.release)
  return (
    <>
      <Link
        to="/books/$slug"
        params={{ slug: book.slug }}
        viewTransition={pageChangeMoves()}
        // The tile's first child is its cover's frame.
        onClick={(event) => carryCover(event.currentTarget.firstElementChild)}
        className="group grid gap-3"
      >
        <Image
          image={book.cover}
          aspect="cover"
          alt=""
          priority={index === 0}
          sizes="(min-width: 1280px) 11rem, (min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw"
          className="rounded-lg shadow-sm"
        />
        <span
          lang={book.language}
          dir={book.dir}
          className="font-serif text-lg leading-snug font-semibold group-hover:underline"
        >
          {book.title}
        </span>
      </Link>
      <p className="mt-1 text-sm text-muted">
        {/* The dot keeps to the genre: a line never starts with it. */}
        {book.genre}
        {'\u00a0'}· {releaseTag(book, forthcoming, bookWords)}
      </p>
      {position === undefined ? (
        <SeriesLine slug={book.slug} className="mt-1" />
      ) : (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          {fill(seriesWords.position, { position })}
          {position === 1 && <Badge>{seriesWords.startHere}</Badge>}
        </p>
      )}
      <TilePrice editions={book.editions} forthcoming={forthcoming} className="mt-auto pt-1" />
    </>
  )
})
