import * as words from 'virtual:words/reader'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Book } from '#src/content/content.ts'
import { EditionChoice } from '#src/sections/book/store/EditionChoice.tsx'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'

/** Where the sample stops: the book to buy, and the way back to its page, on the chapter's edge as its buy block is. */
export function SampleEnd({ book }: { book: Book }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-16 max-w-[65ch] border-t border-line pt-10">
      <h2 id={headingId} className="font-prose text-2xl font-normal">
        {words.end}
      </h2>
      <EditionChoice editions={book.editions} forthcoming={useForthcoming(book.release)} className="mt-6" />
      <p className="mt-6">
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
