import { notFound } from '@tanstack/react-router'
import { findBook } from '#src/content/find-book.ts'

/** The series at this slug and its books in reading order; any other slug is the 404 page. */
export async function loadSeries(slug: string) {
  const [{ books }, { series }] = await Promise.all([import('virtual:content/books'), import('virtual:content/series')])
  const one = series.find((candidate) => candidate.slug === slug)
  if (!one) throw notFound()
  // The build checked every slug names a book.
  return { series: one, books: one.books.flatMap((book) => findBook(books, book) ?? []) }
}
