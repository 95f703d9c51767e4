import { expect, type Locator, type Page } from '@playwright/test'
import { bookCard, tapViewDetails } from './book-card.ts'
import type { content } from './content.ts'
import { waitUntilLive } from './live.ts'

type Book = (typeof content.books)[number]

/** Opens a book's details dialog from its card on the home, once the app runs. */
export async function openDetails(page: Page, book: Book) {
  // A page shared by tests is live from the first: passing its every section again would only scroll it away and back.
  if ((await page.locator('html[data-hydrated]').count()) === 0) await waitUntilLive(page)
  const viewDetails = await tapViewDetails(bookCard(page, book.title))
  const dialog = page.getByRole('dialog', { name: book.title })
  await expect(dialog).toBeVisible()
  // Acted on once it has risen into place: a click while it rises had Playwright scroll its content to a control still
  // below the screen's edge, and the carousel then rested partly out of view (a reader taps what is already in view).
  await expect.poll(() => dialog.evaluate((node) => node.getAnimations().length)).toBe(0)
  return { viewDetails, dialog }
}

/** The dialog's carousel of three images and its controls. */
export function carousel(dialog: Locator, book: Book) {
  const slides = dialog.locator('[aria-roledescription="slide"]')
  return {
    region: dialog.getByRole('region', { name: `Images of ${book.title}` }),
    status: dialog.getByText(/^Image \d of 3$/),
    slides,
    viewport: slides.first().locator('../..'),
    dot: (n: number) => dialog.getByRole('button', { name: `Show image ${n} of 3` }),
    previous: dialog.getByRole('button', { name: 'Previous image' }),
    next: dialog.getByRole('button', { name: 'Next image' }),
  }
}

/** The shown image: the status says it, its dot is current, and it has slid fully into view. */
export async function expectShowing(dialog: Locator, book: Book, n: number) {
  const c = carousel(dialog, book)
  await expect(c.status).toHaveText(`Image ${n} of 3`)
  await expect(c.dot(n)).toHaveAttribute('aria-current', 'true')
  await expect(dialog.locator('[aria-current="true"]')).toHaveCount(1)
  await expect(c.slides.nth(n - 1)).toBeInViewport({ ratio: 0.95 })
}
