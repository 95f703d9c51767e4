/** How many of the author's other books stand beside a strip: three covers fill a wide screen's row beside its card. */
export const shelfSize = 3

/**
 * The author's other books on the shelf beside a strip's: out now before still to come (a book to buy today beside one
 * the strip may offer on pre-order), newest first, the first in page order among one year's. None of `leaving`.
 */
export function shelfBooks<B extends { year: number; release?: { forthcoming?: boolean } }>(
  books: readonly B[],
  leaving: readonly (B | undefined)[],
): B[] {
  const waiting = (book: B) => (book.release?.forthcoming ? 1 : 0)
  return books
    .filter((book) => !leaving.includes(book))
    .toSorted((a, b) => waiting(a) - waiting(b) || b.year - a.year)
    .slice(0, shelfSize)
}
