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

type BookParts = typeof import('virtual:content/book-parts')['loaders'][string]

/** The book and one of its own modules, from their index by slug; a book without that part is the 404 page. */
async function bookWith<T extends object>(slug: string, pick: (parts: BookParts) => (() => Promise<T>) | undefined) {
  const [book, { loaders }] = await Promise.all([loadBook(slug), import('virtual:content/book-parts')])
  const load = loaders[slug] && pick(loaders[slug])
  if (!load) throw notFound()
  return { book, ...(await load()) }
}

/** A book's page: the book and its long text (description, themes, reviews). */
export const loadBookPage = (slug: string) => bookWith(slug, (parts) => parts.text)

/** The book and its sample chapter; a book without one has no sample page. */
export const loadSample = (slug: string) => bookWith(slug, (parts) => parts.sample)
