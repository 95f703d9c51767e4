import { byReleaseDay, type Release } from '#src/content/release.ts'

export interface Leading {
  lead: boolean
  year: number
  release?: Pick<Release, 'day' | 'forthcoming'>
  editions: readonly { buy: readonly unknown[] }[]
}

/**
 * The book the home's first screen sells: the one the author marks `lead`; else the soonest still to come with a store
 * to pre-order it from; else the newest out; else the newest (the first of its day or year in page order). Chosen once,
 * as of the build's day: the page keeps it once the app runs, and on its day by the reader's calendar it reads as out.
 */
export function leadBook<B extends Leading>(books: readonly B[]): B | undefined {
  const newest = (among: readonly B[]) =>
    among.reduce<B | undefined>((found, book) => (found && found.year >= book.year ? found : book), undefined)
  const forthcoming = books.filter((book) => book.release?.forthcoming)
  const onPreorder = forthcoming.filter((book) => book.editions.some((edition) => edition.buy.length > 0))
  return (
    books.find((book) => book.lead) ??
    onPreorder.toSorted(byReleaseDay)[0] ??
    newest(books.filter((book) => !forthcoming.includes(book))) ??
    newest(books)
  )
}
