import { notFound } from '@tanstack/react-router'

/** Every book, in page order: the catalogue's list. */
export async function loadBooks() {
  const { books } = await import('virtual:content/books')
  return books
}

/**
 * The book (its entry and its series' neighbours) and one more of its own modules, from their index by slug: a
 * book's page loads its own book, never the whole list. Any other slug, or a book without that part, is the 404 page.
 */
async function bookWith<T extends object>(
  slug: string,
  pick: (parts: BookPartLoaders) => (() => Promise<T>) | undefined,
) {
  const { loaders } = await import('virtual:content/book-parts')
  const parts = loaders.get(slug)
  const load = parts && pick(parts)
  if (!parts || !load) throw notFound()
  const [entry, part] = await Promise.all([parts.entry(), load()])
  return { ...entry, ...part }
}

/** A book's page: the book and its long text (description, themes, reviews). */
export const loadBookPage = (slug: string) => bookWith(slug, (parts) => parts.text)

/** The book and its sample chapter; a book without one has no sample page. */
export const loadSample = (slug: string) => bookWith(slug, (parts) => parts.sample)
