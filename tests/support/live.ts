import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The home page arrives prerendered and its sections come alive as their code lands; a reader cannot
 * see them before (they reveal themselves once live), a test can, so it waits for the app's mark.
 */
export async function waitUntilLive(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Brings an element that enters on scroll into view and waits until it has stopped moving. */
export async function scrollToRevealed(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await expect(target).toHaveCSS('opacity', '1')
  await expect(target).toHaveCSS('transform', 'none')
}
