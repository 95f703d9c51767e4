import type { Release } from '#src/content/release.ts'

interface Leading {
  lead: boolean
  year: number
  release?: Pick<Release, 'forthcoming'>
}

/**
 * The book the home's first screen sells: the one the author marks `lead`, else the newest out (the first of its
 * year in page order); a book still to come leads only when marked, else the newest of all when none is out.
 */
export function leadBook<B extends Leading>(books: readonly B[]): B | undefined {
  const newest = (among: readonly B[]) =>
    among.reduce<B | undefined>((found, book) => (found && found.year >= book.year ? found : book), undefined)
  return books.find((book) => book.lead) ?? newest(books.filter((book) => !book.release?.forthcoming)) ?? newest(books)
}
