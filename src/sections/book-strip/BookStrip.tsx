import type { StripBook } from 'virtual:content/lead-book'
import * as words from 'virtual:words/books'
import { Link } from '@tanstack/react-router'
import { releaseLine } from '#src/content/release-line.ts'
import { ReaderBuyButton } from '#src/sections/book/store/ReaderBuyButton.tsx'
import { CoverLink } from '#src/sections/books/CoverLink.tsx'
import { SampleLink } from '#src/sections/books/SampleLink.tsx'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'

// On a phone, a strip where a reader stops is the home card's shape (app.css's phone-card): the cover a third of the card
// beside its title, the whole-sentence summary under both at the card's width; beside a 6.5rem cover it ran nine lines.
// The hero's hook is cut to sit beside its cover on the first screen.
const phoneShape = {
  hero: 'grid-cols-[6.5rem_1fr]',
  end: 'grid-cols-[round(down,(100%-1rem)/3,2px)_minmax(0,1fr)]',
}

/**
 * A book in a strip: its cover, its hook, the reader's store and its sample. The hero's (on the first screen of a
 * phone, its cover loaded first) and the `end` of a page (each book a post links to, a book page's next).
 */
export function BookStrip({
  book,
  priority = false,
  end = false,
}: {
  book: StripBook
  priority?: boolean
  end?: boolean
}) {
  const forthcoming = useForthcoming(book.release)
  return (
    // Not an article: the books section's card is the article named by this title.
    // On a wide screen the cover is 13rem, not more: its column beside keeps a pre-order's longer words on one line
    // ("Pré-encomendar na Amazon – 16,99 €" needs 23rem), and the author's name beside the card keeps its own.
    <div
      className={`grid ${phoneShape[end ? 'end' : 'hero']} gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface/90 p-4 text-start shadow-sm sm:grid-cols-[10rem_1fr] sm:grid-rows-[auto_1fr] sm:p-6 xl:grid-cols-[13rem_1fr]`}
    >
      <CoverLink
        book={book}
        frame="lone-cover"
        className="sm:row-span-2"
        priority={priority}
        sizes="(min-width: 1280px) 13rem, (min-width: 640px) 10rem, 6.5rem"
        imageClassName="rounded-lg"
      />
      {/* The end's phone shape lends its parts to the card's grid: the title beside the cover, the summary under both. */}
      <div className={`flex min-w-0 flex-col gap-2 ${end ? 'max-sm:contents' : ''}`}>
        <div className="flex min-w-0 flex-col gap-2">
          {/* Not a heading: the page's outline is its sections; the title is this card's link. */}
          <p
            lang={book.language}
            dir={book.dir}
            className="font-serif text-2xl leading-tight font-semibold text-balance xl:text-3xl"
          >
            <Link to="/books/$slug" params={{ slug: book.slug }} className="hover:text-accent hover:underline">
              {book.title}
            </Link>
          </p>
          {/* Its year, as every card says it; a pre-order the day it comes: the button alone leaves the reader to guess. */}
          <p className="text-sm font-semibold text-muted">{releaseLine(book, forthcoming, words)}</p>
        </div>
        <p
          lang={book.language}
          dir={book.dir}
          className="font-prose text-sm leading-relaxed text-ink max-sm:col-span-2 sm:text-base"
        >
          {book.hook}
        </p>
      </div>
      {/* Under both columns on a phone, so the store's name and its price keep one line; beside the cover, right under
          the text, the cover's spare height below it rather than between the words and their Buy. */}
      <div className="col-span-2 flex flex-wrap items-center gap-x-5 gap-y-2 sm:col-span-1 sm:self-start">
        <ReaderBuyButton buy={book.buy} forthcoming={forthcoming} className="w-full sm:w-auto" />
        {book.sample && <SampleLink slug={book.slug} />}
      </div>
    </div>
  )
}
