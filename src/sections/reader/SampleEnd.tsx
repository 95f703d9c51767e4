import * as bookWords from 'virtual:words/books'
import * as words from 'virtual:words/reader'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Book } from '#src/content/content.ts'
import { releaseLine } from '#src/content/release-line.ts'
import { EditionChoice } from '#src/sections/book/store/EditionChoice.tsx'
import { CoverLink } from '#src/sections/books/CoverLink.tsx'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'

/**
 * Where the sample stops: the book itself (its cover and title, as a reader who liked the chapter looks for it), the
 * book to buy, and the way back to its page, on the chapter's edge as its buy block is.
 */
export function SampleEnd({ book }: { book: Book }) {
  const headingId = useId()
  const forthcoming = useForthcoming(book.release)
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-16 max-w-[65ch] border-t border-line pt-10">
      <h2 id={headingId} className="font-prose text-2xl font-normal">
        {words.end}
      </h2>
      <div className="mt-6 flex items-center gap-4">
        <CoverLink
          book={book}
          frame="lone-cover"
          className="w-20 shrink-0 sm:w-24"
          sizes="6rem"
          imageClassName="rounded-md shadow-sm"
        />
        <div className="min-w-0">
          <p
            lang={book.language}
            dir={book.dir}
            className="font-serif text-xl leading-tight font-semibold text-balance"
          >
            {book.title}
          </p>
          <p className="mt-1 text-sm font-semibold text-muted">{releaseLine(book, forthcoming, bookWords)}</p>
        </div>
      </div>
      <EditionChoice editions={book.editions} forthcoming={forthcoming} className="mt-6" />
      <p className="mt-4 text-sm font-semibold">
        <Link
          to="/books/$slug"
          params={{ slug: book.slug }}
          activeOptions={{ exact: true }}
          className={`${tapTargetClass} ${textLinkClass}`}
        >
          {words.aboutBook}
        </Link>
      </p>
    </section>
  )
}
