import { comingSoon, more, shown, told } from 'virtual:content/home-books'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/books'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '#src/ui/button-styles.ts'
import { Reveal } from '#src/ui/Reveal.tsx'
import { BookCard, bookHeadingId } from './BookCard.tsx'
import { BookTold } from './BookTold.tsx'
import { booksLayout } from './books-layout.ts'
import { ComingSoonCard } from './ComingSoonCard.tsx'

const layout = booksLayout({ books: shown.length, teaser: comingSoon !== undefined, more })

export function BooksSection() {
  return (
    <Reveal
      id="books"
      labelledBy={layout === 'alone' ? bookHeadingId(0) : 'books-heading'}
      className="below-fold px-6 py-12 sm:py-28"
    >
      <div className="mx-auto max-w-5xl">
        {/* A book alone is its section, headed by its title: a line about the books over it would float, headless. */}
        {layout !== 'alone' && (
          <>
            <h2 id="books-heading" className="mb-4 text-center text-4xl font-semibold">
              {words.heading}
            </h2>
            <p className="mx-auto mb-12 max-w-[55ch] text-center text-muted">{site.booksIntro}</p>
          </>
        )}
        <div className="grid gap-10">
          {told ? (
            <BookTold book={shown[0]} told={told} />
          ) : (
            shown.map((book, index) => <BookCard key={book.slug} book={book} index={index} layout={layout} />)
          )}
          {comingSoon && <ComingSoonCard {...comingSoon} layout={layout} />}
        </div>
        {more && (
          <p className="mt-12 text-center">
            <Link to="/books" className={buttonClass('outline')}>
              {words.all}
            </Link>
          </p>
        )}
      </div>
    </Reveal>
  )
}
