import { type Leading, leadBook } from './lead-book.ts'
import { byReleaseDay, type Release } from './release.ts'

/** The home's Featured Books section shows three books when the author marks none as featured. */
export const unmarkedHomeBooks = 3

interface HomeBook extends Leading {
  featured: boolean
  release?: Pick<Release, 'day' | 'forthcoming'>
}

/**
 * The books the home shows: those out marked featured, in page order, or when none is marked, the first three out
 * but the first screen's lead (unless it is the only one out: the hero sells it, a card would repeat it); then each
 * book still to come as the build counts days, soonest first, on its Coming Soon card.
 */
export function homeBooks<B extends HomeBook>(books: readonly B[]): B[] {
  const out = books.filter((book) => !book.release?.forthcoming)
  const coming = books.filter((book) => book.release?.forthcoming).sort(byReleaseDay)
  const featured = out.filter((book) => book.featured)
  const lead = leadBook(books)
  const others = out.filter((book) => book !== lead)
  const unmarked = (others.length > 0 ? others : out).slice(0, unmarkedHomeBooks)
  return [...(featured.length > 0 ? featured : unmarked), ...coming]
}
