import { byReleaseDay, type Release } from './release.ts'

/** The home's Featured Books section shows three books when the author marks none as featured. */
export const unmarkedHomeBooks = 3

interface HomeBook {
  featured: boolean
  release?: Pick<Release, 'day' | 'forthcoming'>
}

/**
 * The books the home shows: those out marked featured, in page order, or when none is marked, the first three; then
 * each book still to come as the build counts days, soonest first, on its Coming Soon card.
 */
export function homeBooks<B extends HomeBook>(books: readonly B[]): B[] {
  const out = books.filter((book) => !book.release?.forthcoming)
  const coming = books.filter((book) => book.release?.forthcoming).sort(byReleaseDay)
  const featured = out.filter((book) => book.featured)
  return [...(featured.length > 0 ? featured : out.slice(0, unmarkedHomeBooks)), ...coming]
}
