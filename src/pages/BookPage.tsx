import { author } from 'virtual:content/author'
import { newsletterOn } from 'virtual:content/site'
import * as bookWords from 'virtual:words/books'
import { getRouteApi } from '@tanstack/react-router'
import { lazy, Suspense, useId } from 'react'
import { bookPageMeta } from '#src/content/page-meta.ts'
import { fill } from '#src/content/words.ts'
import { BookSummary } from '#src/sections/book/BookSummary.tsx'
import { BuyBar } from '#src/sections/book/store/BuyBar.tsx'
import { Editions } from '#src/sections/book/store/Editions.tsx'
import { BookStrips } from '#src/sections/book-strip/BookStrips.tsx'
import { BookDetails } from '#src/sections/books/details/BookDetails.tsx'
import { bookPageCarouselSizes } from '#src/sections/books/details/carousel-sizes.ts'
import { ContinueReading } from '#src/sections/reader/ContinueReading.tsx'
import { SeriesNeighbours } from '#src/sections/series/SeriesNeighbours.tsx'
import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { pageColumn } from '#src/ui/page-column.ts'
import { SectionWhenNear, sectionWhenNear } from '#src/ui/SectionWhenNear.tsx'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/books/$slug')

// Like the home page's sections below the fold: its code and the outbox's load when the reader nears it.
const newsletter = sectionWhenNear('newsletter', () =>
  import('#src/sections/newsletter/NewsletterSection.tsx').then((module) => module.NewsletterSection),
)

// Only on a book still to come, after the page's own code: the newsletter form's file, which carries it.
const ReleaseAlert = lazy(() =>
  import('#src/sections/newsletter/NewsletterSection.tsx').then((module) => ({ default: module.ReleaseAlert })),
)

export function BookPage() {
  const { book, neighbours, text } = route.useLoaderData()
  const headingId = useId()
  const choiceId = useId()
  const editionsId = useId()
  const listed = book.editions.some((edition) => edition.format)
  const forthcoming = useForthcoming(book.release)
  usePageTitle(bookPageMeta(book, author.name).title)
  // One sign-up a page: on a book still to come the alert is the page's ask, the newsletter the home's (decision 0087).
  const signUpAtEnd = newsletterOn.includes('book') && !forthcoming
  return (
    <PageFrame endsInSection={signUpAtEnd}>
      <article aria-labelledby={headingId} className={pageColumn}>
        <BookDetails
          book={book}
          text={text}
          headingId={headingId}
          level={1}
          carouselSizes={bookPageCarouselSizes}
          choiceId={choiceId}
          sample={<ContinueReading book={book} />}
          buyBeside
          carriesCover
          // A site has a newsletter exactly when it shows the form somewhere; without one, no alert either.
          alert={
            forthcoming &&
            newsletterOn.length > 0 && (
              <Suspense>
                <ReleaseAlert slug={book.slug} />
              </Suspense>
            )
          }
          intro={<BookSummary book={book} />}
        >
          <Editions editions={book.editions} level={1} id={editionsId} />
        </BookDetails>
        <BuyBar
          editions={book.editions}
          forthcoming={forthcoming}
          choiceId={choiceId}
          editionsId={listed ? editionsId : undefined}
        />
      </article>
      <SeriesNeighbours slug={book.slug} neighbours={neighbours} />
      {/* Once the app runs: at the page's end it costs the first round trip its bytes (a long backlist's book page
          had none to spare), and a reader reaches it long after the app has started. */}
      {neighbours.more && (
        <AfterHydration>
          <BookStrips
            heading={fill(bookWords.moreBy, { name: author.name })}
            books={[neighbours.more]}
            shelf={neighbours.shelf}
            className={`${pageColumn} mt-12`}
          />
        </AfterHydration>
      )}
      {signUpAtEnd && (
        // The section pads itself for the home's full-width page, its end too: the frame adds none under it.
        <div className="-mx-6">
          <SectionWhenNear section={newsletter} />
        </div>
      )}
    </PageFrame>
  )
}
