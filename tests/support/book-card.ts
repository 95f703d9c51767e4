import type { Locator } from '@playwright/test'
import { scrollToRevealed } from './live.ts'

/**
 * Taps a book card's "View Details" as a reader would: once the card is in view and done entering.
 * A card rises into place after a delay, so a tap aimed at it before could land where the button was not.
 */
export async function tapViewDetails(card: Locator): Promise<Locator> {
  await scrollToRevealed(card)
  const viewDetails = card.getByRole('link', { name: 'View Details' })
  await viewDetails.click()
  return viewDetails
}
