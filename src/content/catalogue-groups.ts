/** A part of the catalogue: a series' books in reading order, or the standalones (no series). */
export interface CatalogueGroup<B, S> {
  series?: S
  books: B[]
  /** The place of the group's first book in the whole catalogue. */
  first: number
}

/**
 * The catalogue's groups: each series in the series' order, its books in reading order, then the books of no
 * series in page order. An author with no series has one group, every book in page order.
 */
export function catalogueGroups<B extends { slug: string }, S extends { books: readonly string[] }>(
  books: readonly B[],
  series: readonly S[],
): CatalogueGroup<B, S>[] {
  const bySlug = new Map(books.map((book) => [book.slug, book]))
  const inSeries = series.map((one) => ({
    series: one,
    books: one.books.flatMap((slug) => bySlug.get(slug) ?? []),
  }))
  const listed = new Set(series.flatMap((one) => one.books))
  const standalones = books.filter((book) => !listed.has(book.slug))
  const groups: Omit<CatalogueGroup<B, S>, 'first'>[] = [
    ...inSeries,
    ...(standalones.length > 0 ? [{ books: standalones }] : []),
  ]
  let first = 0
  return groups.map((group) => {
    const placed = { ...group, first }
    first += group.books.length
    return placed
  })
}

/** Every book in the order the catalogue shows them. */
export const catalogueOrder = <B extends { slug: string }>(
  books: readonly B[],
  series: readonly { books: readonly string[] }[],
) => catalogueGroups(books, series).flatMap((group) => group.books)
