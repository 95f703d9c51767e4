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
import { LineParts } from './LineParts.tsx'
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
  const startHere = position === 1 ? `start-${book.slug}` : undefined
  return (
    <>
      <Link
        to="/books/$slug"
        params={{ slug: book.slug }}
        viewTransition={pageChangeMoves()}
        // The tile's first child is its cover's frame.
        onClick={(event) => carryCover(event.currentTarget.firstElementChild)}
        // Its name the book's title; "Start here" is said after it.
        aria-describedby={startHere}
        className={part('group col-start-1 row-[1/3] grid grid-rows-subgrid', bookRow.link)}
      >
        <Image
          image={book.cover}
          aspect="shelf-cover"
          alt=""
          priority={index === 0}
          sizes={coverSizes}
          className={part('rounded-lg shadow-sm', bookRow.cover)}
        >
          {/* On the cover's foot, where a cover carries its author's name, not its title: no tile keeps a line for it. */}
          {startHere && (
            <Badge id={startHere} aria-hidden className="absolute start-1.5 bottom-1.5 shadow-md">
              {seriesWords.startHere}
            </Badge>
          )}
        </Image>
        <span
          lang={book.language}
          dir={book.dir}
          // A narrow tile's title keeps two lines: the stand-in face and the web font, swapping in after the first
          // paint, may break it at different words, and a genre right under a title of one line would move then.
          className={part(
            'pt-3 font-serif text-lg leading-snug font-semibold group-hover:underline @max-[14rem]:min-h-[calc(2lh+0.75rem)]',
            bookRow.title,
          )}
        >
          {book.title}
        </span>
      </Link>
      {/*
        The genre whole, breaking only between its parts: a narrow tile puts its year or "Coming soon" on a line of
        its own ("Speculative / Fiction" never). A series' tile gives its year on its place's line ("Book 2 · 2006").
        In the system face from the first paint, it never re-breaks: it keeps no room for a line it does not fill.
      */}
      <p className={part('col-start-1 row-start-3 mt-1 overflow-x-clip text-sm text-muted', bookRow.genre)}>
        {position === undefined ? <LineParts parts={[book.genre, tag]} /> : book.genre}
      </p>
      {position === undefined ? (
        <SeriesLine slug={book.slug} className={part('col-start-1 row-start-5 mt-1', bookRow.line)} />
      ) : (
        <p className={part('col-start-1 row-start-5 mt-1 text-sm', bookRow.line)}>
          {fill(seriesWords.position, { position })} · {tag}
        </p>
      )}
      {row && (
        // Whole sentences, as a strip gives them: a word cut with "…" reads as a fault. In the HTML for a
        // phone too, hidden there: the tile has no room for it.
        <p lang={book.language} dir={book.dir} className={`${proseClass} ${bookRow.summary}`}>
          {blurb(book.summary, book.language ?? site.language)}
        </p>
      )}
      <TilePrice
        editions={book.editions}
        forthcoming={forthcoming}
        className={part('col-start-1 row-start-6 pt-1', bookRow.price)}
      />
    </>
  )
})
