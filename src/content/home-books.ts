/** The home's Featured Books section shows three books when the author marks none as featured. */
export const unmarkedHomeBooks = 3

/** The books the home shows: those marked featured, in page order; when none is marked, the first three. */
export function homeBooks<B extends { featured: boolean }>(books: readonly B[]): B[] {
  const featured = books.filter((book) => book.featured)
  return featured.length > 0 ? featured : books.slice(0, unmarkedHomeBooks)
}
