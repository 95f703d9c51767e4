/** The book at this address, or undefined: the slug is the book file's name, so it matches exactly. */
export function findBook<T extends { slug: string }>(books: readonly T[], slug: string): T | undefined {
  return books.find((book) => book.slug === slug)
}
