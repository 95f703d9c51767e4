import type { told as Told } from 'virtual:content/home-books'
import * as words from 'virtual:words/books'
import { Link } from '@tanstack/react-router'
import type { Book } from '#src/content/content.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { headingLinkClass } from '#src/ui/link-styles.ts'
import { proseClass } from '#src/ui/prose-styles.ts'
import { bookHeadingId } from './BookCard.tsx'
import { QuoteLines } from './details/QuoteLines.tsx'
import { SampleLink } from './SampleLink.tsx'

/**
 * An author's only book, after the hero that shows its cover, summary and Buy: its second, longer telling, the
 * description and a review, under its title, with the way to its page. A second card would sell it twice.
 */
export function BookTold({ book, told }: { book: Book; told: NonNullable<typeof Told> }) {
  const headingId = bookHeadingId(0)
  return (
    <article
      aria-labelledby={headingId}
      data-reveal=""
      // Staggered by an inline delay before React adopts it (src/start/before-app/reveal.ts); as wide as its description's
      // measure, in the section's middle: at the section's width its lines left a fifth of the card empty.
      suppressHydrationWarning
      className="mx-auto w-fit space-y-6 rounded-2xl border border-line bg-surface p-6 shadow-sm [--reveal-rise:40px] sm:p-8"
    >
      <h2 id={headingId} lang={book.language} dir={book.dir} className="text-4xl font-semibold max-md:text-3xl">
        <Link to="/books/$slug" params={{ slug: book.slug }} className={headingLinkClass}>
          {book.title}
        </Link>
      </h2>
      <div
        lang={book.language}
        dir={book.dir}
        className={`max-w-[65ch] space-y-3 font-prose leading-relaxed lg:text-lg ${proseClass}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
        dangerouslySetInnerHTML={{ __html: told.description }}
      />
      {told.review && (
        // Its quote wraps at the card's width and does not set it (no intrinsic width of its own).
        <figure className="space-y-2 [contain:inline-size]">
          <QuoteLines review={told.review} />
        </figure>
      )}
      <div className="flex flex-wrap items-center gap-3 sm:gap-x-5">
        <Link to="/books/$slug" params={{ slug: book.slug }} className={buttonClass('outline', 'max-sm:px-3')}>
          {words.details}
        </Link>
        {book.sample && <SampleLink slug={book.slug} />}
      </div>
    </article>
  )
}
