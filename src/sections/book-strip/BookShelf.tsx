import type { ShelfBook } from 'virtual:content/lead-book'
import { Link } from '@tanstack/react-router'
import { CoverLink } from '#src/sections/books/CoverLink.tsx'

// One column a book, each no wider than the card's own cover (13rem): two fill the row as three do.
const columns: Record<number, string> = {
  1: 'grid-cols-[minmax(0,13rem)]',
  2: 'grid-cols-[repeat(2,minmax(0,13rem))]',
  3: 'grid-cols-3',
}

/**
 * A few more of the author's books beside a strip, each its cover and its title: from a laptop, the row the one card
 * left a third empty; under it on a phone.
 */
export function BookShelf({ books }: { books: ShelfBook[] }) {
  return (
    // Its covers' tops level with the card's, inside its border and padding. Beside the card, as tall as the card and no
    // taller (a size container, so the card alone sets the row): each cover as wide as the column or as the height left
    // over its title allows, so the shelf ends where the card does.
    <ul
      className={`grid max-w-lg content-start gap-4 lg:max-w-none lg:pt-[calc(1.5rem+1px)] lg:[container-type:size] xl:gap-6 ${columns[books.length]}`}
    >
      {books.map((book) => (
        <li key={book.slug} className="flex min-w-0 flex-col gap-2">
          <CoverLink
            book={book}
            frame="shelf-cover"
            // The height left is the shelf's less the title's tap target and the gap over it; a cover is 2:3.
            className="block lg:w-[min(100%,calc((100cqh-3.25rem)*2/3))]"
            sizes="(min-width: 640px) 13rem, 45vw"
            imageClassName="rounded-md shadow-sm"
          />
          <Link
            to="/books/$slug"
            params={{ slug: book.slug }}
            lang={book.language}
            dir={book.dir}
            // A tap target of 44 px, its words at its top: one line beside two stays level under the covers.
            className="block min-h-11 text-sm leading-snug font-semibold text-balance hover:text-accent hover:underline"
          >
            {book.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
