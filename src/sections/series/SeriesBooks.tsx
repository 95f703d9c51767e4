import { counts } from 'virtual:content/counts'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/series'
import type { Book, Series } from '#src/content/content.ts'
import { counted } from '#src/content/counted.ts'
import { Image } from '#src/ui/Image.tsx'
import { pageColumn } from '#src/ui/page-column.ts'
import { proseClass } from '#src/ui/prose-styles.ts'
import { ReadingListItem } from './ReadingListItem.tsx'

/**
 * A series' page: its name, description and image, then its books as a numbered reading list, the first with its buy
 * button and sample. The series' image shows only when it is not its first book's cover, which the list shows.
 */
export function SeriesBooks({ series, books }: { series: Series; books: readonly Book[] }) {
  const image = series.image && series.image.src !== books[0]?.cover.src ? series.image : undefined
  return (
    <section aria-labelledby="series-heading" className={pageColumn}>
      <div className={`mb-6 grid gap-6 ${image ? 'sm:grid-cols-[12rem_1fr] sm:items-start' : ''}`}>
        {image && (
          <Image
            image={image}
            aspect="cover"
            alt=""
            priority
            sizes="12rem"
            className="w-40 rounded-lg shadow-sm sm:w-48"
          />
        )}
        <div>
          <h1 id="series-heading" className="mb-2 text-4xl font-semibold">
            {series.name}
          </h1>
          <p className="mb-4 text-sm text-muted">{counted(words.books, site.language, books.length, {}, counts)}</p>
          <div
            className={`space-y-3 ${proseClass}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
            dangerouslySetInnerHTML={{ __html: series.description.html }}
          />
        </div>
      </div>
      {/* One numbered column, in reading order: a reader's eye goes down it, book to book, never back across a row. */}
      <ol aria-labelledby="series-heading" className="border-t border-line">
        {books.map((book, index) => (
          <ReadingListItem key={book.slug} book={book} position={index + 1} />
        ))}
      </ol>
    </section>
  )
}
