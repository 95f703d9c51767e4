import { homeBooks } from '#src/sections/books/home-books.ts'
import { catalogueOrder } from '#src/sections/catalogue/catalogue-groups.ts'
import type { ImageFile } from './content/image-field.ts'
import type { CheckedContent } from './content/schema.ts'

/** The catalogue's first screen at its widest: two rows of four covers at 1280×800 (more than a phone's two columns show). */
export const catalogueFirstScreen = 8

/**
 * The content images a reader sees first, whatever the number of books: everything the home shows
 * and the catalogue's first screen. The precache holds these; the worker keeps the rest as they are seen.
 */
export function firstScreenImages({ author, books, series, comingSoon }: CheckedContent): ImageFile[] {
  const shown = [
    author.portrait,
    ...homeBooks(books).map((book) => book.cover),
    ...(comingSoon ? [comingSoon.cover] : []),
    ...catalogueOrder(books, series)
      .slice(0, catalogueFirstScreen)
      .map((book) => book.cover),
  ]
  return [...new Map(shown.map((image) => [image.imageFile, image])).values()]
}
