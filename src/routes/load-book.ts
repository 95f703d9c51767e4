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

/** The book and its sample chapter; a book without one has no sample page. */
export async function loadSample(slug: string) {
  const [book, { samples }] = await Promise.all([loadBook(slug), import('virtual:content/samples')])
  const load = samples[slug]
  if (!load) throw notFound()
  const { sample } = await load()
  return { book, sample }
}
