import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import type { Book } from './content.ts'
import { bookPageMeta, type PageMeta, samplePageMeta } from './page-meta.ts'
import { socialImage } from './social-image.ts'
import { bookStructuredData } from './structured-data.ts'

/** A page the build writes besides the home page: where it lives, and what its head says. */
export interface PrerenderedPage {
  /** A sample is set in the reading face, which its HTML preloads instead of the headings' one. */
  kind: 'book' | 'sample'
  path: string
  file: string
  meta: PageMeta
  image: ReturnType<typeof socialImage>
  structuredData: ReturnType<typeof bookStructuredData>
}

function pagesOf(book: Book, siteUrl: string): PrerenderedPage[] {
  const path = `/books/${book.slug}`
  const shared = { image: socialImage(book.cover), structuredData: bookStructuredData(book, siteUrl) }
  const page = {
    kind: 'book' as const,
    path,
    file: `books/${book.slug}.html`,
    meta: bookPageMeta(book, author.name),
    ...shared,
  }
  if (!book.sample) return [page]
  const meta = samplePageMeta(book, book.sample, author.name)
  return [page, { kind: 'sample', path: `${path}/sample`, file: `books/${book.slug}/sample.html`, meta, ...shared }]
}

/** Every book's page and, when it has one, its sample chapter's, in the books' order. */
export const prerenderedPages = (siteUrl: string) => books.flatMap((book) => pagesOf(book, siteUrl))
