import { author } from 'virtual:content/author'
import type { StripBook } from 'virtual:content/lead-book'
import * as words from 'virtual:words/books'
import { useId } from 'react'
import { fill } from '#src/content/words.ts'
import { pageColumn } from '#src/ui/page-column.ts'
import { BookStrip } from './BookStrip.tsx'

/** The end of a book's page with no next in a series: another of the author's books, so the page leads somewhere. */
export function MoreByAuthor({ book }: { book: StripBook }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`${pageColumn} mt-12`}>
      <h2 id={headingId} className="mb-4 text-2xl font-semibold">
        {fill(words.moreBy, { name: author.name })}
      </h2>
      <div className="max-w-3xl">
        <BookStrip book={book} />
      </div>
    </section>
  )
}
