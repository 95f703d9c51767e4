import * as bookWords from 'virtual:words/books'
import * as words from 'virtual:words/details'
import type { ReactNode } from 'react'
import type { Book, BookText } from '#src/content/content.ts'
import { releaseLine } from '#src/content/release-line.ts'
import { EditionChoice } from '#src/sections/book/store/EditionChoice.tsx'
import { ShareButton } from '#src/sections/books/share/ShareButton.tsx'
import { SeriesLine } from '#src/sections/series/SeriesLine.tsx'
import { Badge } from '#src/ui/Badge.tsx'
import { textColumn } from '#src/ui/page-column.ts'
import { proseClass } from '#src/ui/prose-styles.ts'
import { useForthcoming } from '#src/ui/use-forthcoming.ts'
import { coverInViewClass } from './carousel-sizes.ts'
import { DetailsSection, type TitleLevel } from './DetailsSection.tsx'
import { ImageCarousel } from './ImageCarousel.tsx'
import { KeyThemes } from './KeyThemes.tsx'
import { Reviews } from './Reviews.tsx'
import { TextPlaceholder } from './TextPlaceholder.tsx'

interface BookDetailsProps {
  book: Book
  /** Its description, themes and reviews: a module of their own, undefined while the dialog's is downloading. */
  text: BookText | undefined
  headingId: string
  level: TitleLevel
  /** The images' width in this place (carousel-sizes.ts). */
  carouselSizes: string
  /** The edition choice's id, for the book page's buy bar to watch. */
  choiceId?: string
  /** The way into the sample, set beside the reader's Buy. */
  sample?: ReactNode
  /**
   * The book's page, taller than the screen: from md the buy block stands under the images; from lg under the title, the
   * cover held in view beside the text. Without it the block stays under the title: the dialog, whose own scroll is short.
   */
  buyBeside?: boolean
  /** The book page's: its cover is where a tap on a card's cover carries that cover. */
  carriesCover?: boolean
  /** With `buyBeside`, a book still to come: its release alert, the reader's second way in, after the summary (`intro`). */
  alert?: ReactNode
  /** What the place adds: the book page's summary before the description, its editions and links after the reviews. */
  intro?: ReactNode
  children?: ReactNode
}

/** The book's details, the same in the dialog and on the book's page. Source order reads title, images, text on phones; on wide screens the images take the left column. */
export function BookDetails({
  book,
  text,
  headingId,
  level,
  carouselSizes,
  choiceId,
  sample,
  buyBeside = false,
  carriesCover = false,
  alert,
  intro,
  children,
}: BookDetailsProps) {
  const Title = level === 1 ? 'h1' : 'h2'
  const forthcoming = useForthcoming(book.release)
  // Right under the title on a phone: the reader need not scroll to buy or to start reading. Share is the block's last
  // line, among the book's own actions, where a reader looks for it.
  const buy = (
    <div className={buyBeside ? undefined : 'mt-4'}>
      <EditionChoice editions={book.editions} forthcoming={forthcoming} id={choiceId} sample={sample} />
      <ShareButton book={book} className="mt-2 -ms-5" />
    </div>
  )
  return (
    <div
      className={`grid gap-6 md:grid-cols-[2fr_3fr] md:grid-rows-[auto_1fr] md:gap-x-10 ${buyBeside ? 'lg:grid-rows-[auto_auto_1fr]' : ''}`}
    >
      <header className="pe-10 md:col-start-2">
        {/* On its own page the book's title leads the page, above any other book's the page offers; in the dialog it
            heads a panel. */}
        <Title
          id={headingId}
          lang={book.language}
          dir={book.dir}
          className={`font-semibold ${level === 1 ? 'text-4xl lg:text-5xl' : 'text-3xl'}`}
        >
          {book.title}
        </Title>
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
          <Badge>{book.genre}</Badge>
          {forthcoming && <Badge>{bookWords.comingSoon}</Badge>}
          {releaseLine(book, forthcoming, bookWords)}
        </p>
        <SeriesLine slug={book.slug} className="mt-2" />
        {!buyBeside && buy}
      </header>
      {/* From lg its parts are the grid's own: the block under the title, the cover beside the title, block and text. */}
      <div
        className={`md:col-start-1 md:row-span-2 md:row-start-1 ${buyBeside ? 'flex flex-col gap-6 lg:contents' : ''}`}
      >
        {/* First in the source, under the title on a phone; under the images at md; under the title again from lg,
            the text's measure wide. */}
        {buyBeside && <div className="md:order-last lg:col-start-2 lg:row-start-2 lg:max-w-[34rem]">{buy}</div>}
        <ImageCarousel
          book={book}
          sizes={carouselSizes}
          className={buyBeside ? `lg:col-start-1 lg:row-start-1 lg:row-span-3 ${coverInViewClass}` : undefined}
          carriesCover={carriesCover}
        />
      </div>
      {/* On the book's page the text's measure wide, whatever the screen leaves its column: its lede, description, themes,
          reviews and editions end at one right edge, as the buy block over them does. */}
      <div
        className={`space-y-6 leading-relaxed md:col-start-2 ${buyBeside ? `${textColumn} lg:row-start-3${alert ? ' lg:flex lg:flex-col' : ''}` : ''}`}
      >
        {intro}
        {/* The ask after the pitch, in the page's order as on the screen; from lg it leads the column, right
            under the pre-order beside the cover, the summary still on the first screen. The form's leading, not the text's. */}
        {buyBeside && alert && <div className="leading-normal empty:hidden lg:order-first">{alert}</div>}
        <DetailsSection title={words.about} level={level}>
          {text ? (
            <div
              lang={book.language}
              dir={book.dir}
              className={`space-y-3 ${proseClass}`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
              dangerouslySetInnerHTML={{ __html: text.description.html }}
            />
          ) : (
            <TextPlaceholder />
          )}
        </DetailsSection>
        {text && <KeyThemes themes={text.keyThemes} level={level} />}
        {text && <Reviews reviews={text.reviews} level={level} />}
        {children}
      </div>
    </div>
  )
}
