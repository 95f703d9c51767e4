/** The book the home's first screen sells: the one the author marks `lead`, else the newest (the first of its year in page order). */
export function leadBook<B extends { lead: boolean; year: number }>(books: readonly B[]): B | undefined {
  return (
    books.find((book) => book.lead) ??
    books.reduce<B | undefined>((newest, book) => (newest && newest.year >= book.year ? newest : book), undefined)
  )
}
