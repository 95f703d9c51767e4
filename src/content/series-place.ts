/** Where a book stands in its series: the series, its position from 1, and the books before and after it. */
export interface SeriesPlace<S> {
  series: S
  position: number
  previous?: string
  next?: string
}

/** The book's place in the series that lists it, or undefined for a standalone. */
export function seriesPlace<S extends { books: readonly string[] }>(
  slug: string,
  series: readonly S[],
): SeriesPlace<S> | undefined {
  for (const one of series) {
    const index = one.books.indexOf(slug)
    if (index >= 0)
      return { series: one, position: index + 1, previous: one.books[index - 1], next: one.books[index + 1] }
  }
  return undefined
}
