import { notFound } from '@tanstack/react-router'
import { findBook } from '#src/content/find-book.ts'

/** Every book, in page order: the catalogue's list. */
export async function loadBooks() {
  const { books } = await import('virtual:content/books')
  return books
}

/** The book at this slug; any other slug is the 404 page. The list loads on demand, off the home's first paint. */
export async function loadBook(slug: string) {
  const book = findBook(await loadBooks(), slug)
  if (!book) throw notFound()
  return book
}

/** The book and its part, from the part's index of loaders by slug; a book without the part is the 404 page. */
async function bookWith<T>(slug: string, index: Promise<{ loaders: Readonly<Record<string, () => Promise<T>>> }>) {
  const [book, { loaders }] = await Promise.all([loadBook(slug), index])
  const load = loaders[slug]
  if (!load) throw notFound()
  return { book, ...(await load()) }
}

/** A book's page: the book and its long text (description, themes, reviews). */
export const loadBookPage = (slug: string) => bookWith(slug, import('virtual:content/book-texts'))

/** The book and its sample chapter; a book without one has no sample page. */
export const loadSample = (slug: string) => bookWith(slug, import('virtual:content/samples'))
