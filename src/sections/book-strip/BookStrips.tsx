import type { StripBook } from 'virtual:content/lead-book'
import { useId } from 'react'
import { BookStrip } from './BookStrip.tsx'

/** Books offered where a reader stops (a post's end, a book page's end), under a heading that says why. */
export function BookStrips({
  heading,
  books,
  className = '',
}: {
  heading: string
  books: StripBook[]
  className?: string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 text-2xl font-semibold">
        {heading}
      </h2>
      <div className="max-w-3xl space-y-6">
        {books.map((book) => (
          <BookStrip key={book.slug} book={book} />
        ))}
      </div>
    </section>
  )
}
