/** How many books the home shows when the author marks none as featured: the spec's three. */
export const unmarkedHomeBooks = 3

/** The books the home shows: those marked featured, in page order; when none is marked, the first three. */
export function homeBooks<B extends { featured: boolean }>(books: readonly B[]): B[] {
  const featured = books.filter((book) => book.featured)
  return featured.length > 0 ? featured : books.slice(0, unmarkedHomeBooks)
}
