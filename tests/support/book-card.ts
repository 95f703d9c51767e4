import type { Locator, Page } from '@playwright/test'
import { homeBooks } from '#src/content/home-books.ts'
import { booksLayout } from '#src/sections/books/books-layout.ts'
import type { CheckedContent } from '../../tooling/content/schema.ts'
import { scrollToRevealed, untilPartLive } from './live.ts'

/** A book's card on the home, by its whole title: "River Case 1" is not "River Case 10". */
export const bookCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })

/** The home's books drawn as cards with cover and Buy: none where an author's only book, the hero's, is told again in words. */
export function cardedBooks({ books, comingSoon }: Pick<CheckedContent, 'books' | 'comingSoon'>) {
  const shown = homeBooks(books)
  const more = shown.length < books.length
  return booksLayout({ books: shown.length, teaser: comingSoon !== undefined, more }) === 'alone' ? [] : shown
}

/**
 * Taps a book card's "View Details" as a reader would: once the card is in view and done entering.
 * A card rises into place after a delay, so a tap aimed at it before could land where the button was not.
 * The tap opens the details dialog only once the books have come alive (they wake as the reader nears
 * them); before, it is a link to the book's own page: this waits for the dialog's part of the page.
 */
export async function tapViewDetails(card: Locator): Promise<Locator> {
  await scrollToRevealed(card)
  await untilPartLive(card)
  const viewDetails = card.getByRole('link', { name: 'View Details' })
  await viewDetails.click()
  return viewDetails
}

/** A card's height and the widest gap between the parts of its text: a card stretched past its words (by its cover, or a grid's row) shows one. */
export const textGap = (card: Locator) =>
  card.evaluate((node) => {
    const column = node.children[1]
    const rects = [...column.children].map((child) => child.getBoundingClientRect())
    const gaps = rects.slice(1).map((rect, index) => rect.top - rects[index].bottom)
    return { height: node.getBoundingClientRect().height, widestGap: Math.max(...gaps) }
  })
