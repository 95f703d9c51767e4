import { counts } from 'virtual:content/counts'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/series'
import type { Book, Series } from '#src/content/content.ts'
import { counted } from '#src/content/counted.ts'
import { bookGrid } from '#src/sections/catalogue/book-grid.ts'
import { CatalogueItem } from '#src/sections/catalogue/CatalogueItem.tsx'
import { Image } from '#src/ui/Image.tsx'

/** A series' page: its name, image and description, then its books in reading order. */
export function SeriesBooks({ series, books }: { series: Series; books: readonly Book[] }) {
  return (
    <section aria-labelledby="series-heading" className="mx-auto max-w-5xl">
      <div className="mb-10 grid gap-6 md:grid-cols-[1fr_2fr] md:items-start">
        {series.image && (
          <Image image={series.image} alt="" priority sizes="(min-width: 768px) 33vw, 100vw" className="rounded-lg" />
        )}
        <div className={series.image ? '' : 'md:col-span-2'}>
          <h1 id="series-heading" className="mb-2 text-4xl font-semibold">
            {series.name}
          </h1>
          <p className="mb-4 text-sm text-muted">{counted(words.books, site.language, books.length, {}, counts)}</p>
          <div
            className="max-w-[65ch] space-y-3 leading-relaxed"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
            dangerouslySetInnerHTML={{ __html: series.description.html }}
          />
        </div>
      </div>
      <ol aria-labelledby="series-heading" {...bookGrid(books.length)}>
        {books.map((book, index) => (
          <CatalogueItem key={book.slug} book={book} index={series.image ? index + 1 : index} hidden={false} />
        ))}
      </ol>
    </section>
  )
}
