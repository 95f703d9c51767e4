import { homeBooks } from '../../src/content/home-books.ts'
import { content } from '../../tests/support/content.ts'
import type { ActedOn } from './tap-effect.ts'

/** Something a reader taps early: on which page, the link or button of that text inside `within`, and what counts as acted on. */
export interface TapTarget {
  name: string
  path: string
  within: string
  text: string
  actedOn: ActedOn
}

// The first book the home shows: a long backlist shows only those marked featured.
const book = homeBooks(content.books)[0]

export const tapTargets: TapTarget[] = [
  {
    name: 'home: View Details',
    path: '/',
    within: '#books article',
    text: 'View Details',
    // The dialog, or the book's own page where "View Details" is a link the app has not taken over yet.
    actedOn: { kinds: ['dialog', 'navigation'], path: `/books/${book.slug}` },
  },
  {
    name: 'book: Share',
    path: `/books/${book.slug}`,
    within: 'main',
    text: 'Share',
    actedOn: { kinds: ['share', 'copy'] },
  },
]
