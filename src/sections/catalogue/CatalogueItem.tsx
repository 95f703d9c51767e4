import { site } from 'virtual:content/site'
import * as bookWords from 'virtual:words/books'
import * as seriesWords from 'virtual:words/series'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { blurb } from '#src/content/blurb.ts'
import type { Book } from '#src/content/content.ts'
import { releaseTag } from '#src/content/release-line.ts'
import { fill } from '#src/content/words.ts'
import { SeriesLine } from '#src/sections/series/SeriesLine.tsx'
import { Badge } from '#src/ui/Badge.tsx'
import { carryCover, pageChangeMoves } from '#src/ui/carried-cover.ts'
import { Image } from '#src/ui/Image.tsx'
import { proseClass } from '#src/ui/prose-styles.ts'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'
import { bookRow, bookTileClass } from './book-grid.ts'
import { TilePrice } from './TilePrice.tsx'

/**
 * One book in the catalogue: its cover and title link to its page. Hidden, not removed, when a search leaves it out.
 * Off screen it is neither laid out nor painted: a key that shows a screenful of other books lays out only those.
 * In a catalogue of a few books, a row from a tablet on, with its summary's first sentences (book-grid.ts's `bookRow`).
 */
export const CatalogueItem = memo(function CatalogueItem({
  book,
  index,
  hidden,
  position,
  coverSizes,
  row,
}: {
  book: Book
  index: number
  hidden: boolean
  row: boolean
  /** Its place in the series whose list it is in: the list's heading names the series already. */
  position?: number
  /** How wide its list draws its cover (book-grid.ts). */
  coverSizes: string
}) {
  return (
    <li hidden={hidden} className={`${bookTileClass(index)}${row ? ` ${bookRow.item}` : ''}`}>
      <BookTile book={book} index={index} position={position} coverSizes={coverSizes} row={row} />
    </li>
  )
})

// Made once per book: a search only hides and shows the items, so each key redraws no link or image (200 books: 776 ms a key on the phone before).
const BookTile = memo(function BookTile({
  book,
  index,
  position,
  coverSizes,
  row,
}: {
  book: Book
  index: number
  position?: number
  coverSizes: string
  row: boolean
}) {
  const forthcoming = useForthcoming(book.release)
  const tag = releaseTag(book, forthcoming, bookWords)
  // A tile's parts as they are, or placed in a row's grid.
  const part = (tile: string, inRow: string) => (row ? `${tile} ${inRow}` : tile)
  return (
    <>
      <Link
        to="/books/$slug"
        params={{ slug: book.slug }}
        viewTransition={pageChangeMoves()}
        // The tile's first child is its cover's frame.
        onClick={(event) => carryCover(event.currentTarget.firstElementChild)}
        className={part('group @container grid gap-3', bookRow.link)}
      >
        <Image
          image={book.cover}
          aspect="cover"
          alt=""
          priority={index === 0}
          sizes={coverSizes}
          className={part('rounded-lg shadow-sm', bookRow.cover)}
        />
        {/* A narrow tile keeps two lines for its title: the stand-in face and the web font, swapping in a moment
            after the first paint, may break a title at different words, and the row must not grow under the reader. */}
        <span
          lang={book.language}
          dir={book.dir}
          className={part(
            'font-serif text-lg leading-snug font-semibold group-hover:underline @max-[14rem]:min-h-[2lh]',
            bookRow.title,
          )}
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
      <p className={part('mt-1 mb-auto text-sm text-muted', bookRow.genre)}>
        {position === undefined ? `${book.genre}\u00a0·\u00a0${tag}` : book.genre}
      </p>
      {position === undefined ? (
        <SeriesLine slug={book.slug} className={part('mt-1', bookRow.line)} />
      ) : (
        // As tall as "Start here" on every tile, so "Book 1" stands level with "Book 2"; where the badge wraps (a narrow
        // phone), it goes above its place, not under it.
        <p className={part('mt-1 flex min-h-6 flex-wrap-reverse items-center gap-x-2 gap-y-1 text-sm', bookRow.line)}>
          <span>
            {fill(seriesWords.position, { position })} · {tag}
          </span>
          {position === 1 && <Badge>{seriesWords.startHere}</Badge>}
        </p>
      )}
      {row && (
        // Whole sentences, as a strip gives them: a word cut with "…" reads as a fault. In the HTML for a
        // phone too, hidden there: the tile has no room for it.
        <p lang={book.language} dir={book.dir} className={`${proseClass} ${bookRow.summary}`}>
          {blurb(book.summary, book.language ?? site.language)}
        </p>
      )}
      <TilePrice editions={book.editions} forthcoming={forthcoming} className={part('pt-1', bookRow.price)} />
    </>
  )
})
