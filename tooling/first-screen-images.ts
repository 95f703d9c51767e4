import { catalogueOrder } from '#src/content/catalogue-groups.ts'
import { homeBooks } from '#src/content/home-books.ts'
import { leadBook } from '#src/content/lead-book.ts'
import type { ImageFile } from './content/image-field.ts'
import type { CheckedContent } from './content/schema.ts'

/** About the catalogue's first screen at its widest: a row of six covers at 1280×800 and the next row's first (a phone shows two a row). */
export const catalogueFirstScreen = 8

/** The books a reader sees first, whatever their number: the home's, then the catalogue's first screen, once each. */
export function firstScreenBooks({ books, series }: Pick<CheckedContent, 'books' | 'series'>) {
  return [...new Set([...homeBooks(books), ...catalogueOrder(books, series).slice(0, catalogueFirstScreen)])]
}

/**
 * The content images a reader sees first, whatever the number of books: everything the home shows
 * and the catalogue's first screen. The precache holds these; the worker keeps the rest as they are seen.
 */
export function firstScreenImages(content: CheckedContent): ImageFile[] {
  const [home, catalogue] = [homeBooks(content.books), firstScreenBooks(content)]
  const lead = leadBook(content.books)
  const shown = [
    content.author.portrait,
    ...home.map((book) => book.cover),
    ...(lead ? [lead.cover] : []),
    ...(content.comingSoon ? [content.comingSoon.cover] : []),
    ...catalogue.map((book) => book.cover),
  ]
  return [...new Map(shown.map((image) => [image.imageFile, image])).values()]
}
