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
  coverSizes,
}: {
  book: Book
  index: number
  hidden: boolean
  /** Its place in the series whose list it is in: the list's heading names the series already. */
  position?: number
  /** How wide its list draws its cover (book-grid.ts). */
  coverSizes: string
}) {
  return (
    <li hidden={hidden} className={bookTileClass(index)}>
      <BookTile book={book} index={index} position={position} coverSizes={coverSizes} />
    </li>
  )
})

// Made once per book: a search only hides and shows the items, so each key redraws no link or image (200 books: 776 ms a key on the phone before).
const BookTile = memo(function BookTile({
  book,
  index,
  position,
  coverSizes,
}: {
  book: Book
  index: number
  position?: number
  coverSizes: string
}) {
  const forthcoming = useForthcoming(book.release)
  const tag = releaseTag(book, forthcoming, bookWords)
  return (
    <>
      <Link
        to="/books/$slug"
        params={{ slug: book.slug }}
        viewTransition={pageChangeMoves()}
        // The tile's first child is its cover's frame.
        onClick={(event) => carryCover(event.currentTarget.firstElementChild)}
        className="group @container grid gap-3"
      >
        <Image
          image={book.cover}
          aspect="cover"
          alt=""
          priority={index === 0}
          sizes={coverSizes}
          className="rounded-lg shadow-sm"
        />
        {/* A narrow tile keeps two lines for its title: the stand-in face and the web font, swapping in a moment
            after the first paint, may break a title at different words, and the row must not grow under the reader. */}
        <span
          lang={book.language}
          dir={book.dir}
          className="font-serif text-lg leading-snug font-semibold group-hover:underline @max-[14rem]:min-h-[2lh]"
        >
          {book.title}
        </span>
      </Link>
      {/*
        The genre whole, wrapping where a tile is too narrow for it: never cut ("Historical Myst…"). A series' tile
        gives its year on its place's line ("Book 2 · 2006"); another keeps it beside the genre, never alone on a line.
        Under the genre the space the row leaves, so the book's place and its price stand level across a row whatever
        its title and genre wrap to.
      */}
      <p className="mt-1 mb-auto text-sm text-muted">
        {position === undefined ? `${book.genre}\u00a0·\u00a0${tag}` : book.genre}
      </p>
      {position === undefined ? (
        <SeriesLine slug={book.slug} className="mt-1" />
      ) : (
        // As tall as "Start here" on every tile, so "Book 1" stands level with "Book 2"; where the badge wraps (a narrow
        // phone), it goes above its place, not under it.
        <p className="mt-1 flex min-h-6 flex-wrap-reverse items-center gap-x-2 gap-y-1 text-sm">
          <span>
            {fill(seriesWords.position, { position })} · {tag}
          </span>
          {position === 1 && <Badge>{seriesWords.startHere}</Badge>}
        </p>
      )}
      <TilePrice editions={book.editions} forthcoming={forthcoming} className="pt-1" />
    </>
  )
})
