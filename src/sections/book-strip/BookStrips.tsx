import type { ShelfBook, StripBook } from 'virtual:content/lead-book'
import { useId } from 'react'
import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { BookShelf } from './BookShelf.tsx'
import { BookStrip } from './BookStrip.tsx'

/**
 * Books offered where a reader stops (a post's end, a book page's end), under a heading that says why; `shelf`, a few
 * more of the author's beside them.
 */
export function BookStrips({
  heading,
  books,
  shelf = [],
  className = '',
}: {
  heading: string
  books: StripBook[]
  shelf?: ShelfBook[]
  className?: string
}) {
  const headingId = useId()
  const strips = (
    <div className="max-w-3xl space-y-6">
      {books.map((book) => (
        <BookStrip key={book.slug} book={book} end />
      ))}
    </div>
  )
  const title = (
    <h2 id={headingId} className="mb-4 text-2xl font-semibold">
      {heading}
    </h2>
  )
  return (
    <section aria-labelledby={headingId} className={className}>
      {shelf.length > 0 ? (
        // The card as wide as the hero's (40rem), its store's words on one line; the shelf the rest of the row.
        <>
          {title}
          <div className="grid gap-8 lg:grid-cols-[minmax(0,40rem)_1fr]">
            {strips}
            {/* Once the app runs: three covers in a series book's first HTML took the 40-book author's first book
              past the first round trip. The card's column is set before it. */}
            <AfterHydration>
              <BookShelf books={shelf} />
            </AfterHydration>
          </div>
        </>
      ) : (
        // Alone, in the middle of a wide page's column with its heading: at its start it left the row's other half empty.
        <div className="max-w-3xl lg:mx-auto">
          {title}
          {strips}
        </div>
      )}
    </section>
  )
}
