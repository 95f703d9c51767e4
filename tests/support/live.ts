import { expect, type Locator, type Page } from '@playwright/test'
import { passEverySection } from './pass-every-section.ts'

/**
 * The home page arrives prerendered and each section comes alive as the reader nears it and its code
 * lands; a reader cannot see one before (it reveals itself once live), a test can. So the test
 * passes every section, as a reader scrolling down would, and returns, until the app marks the
 * page live: a pass before the app has started wakes nothing.
 */
export async function waitUntilLive(page: Page) {
  const mark = page.locator('html[data-hydrated]')
  await expect(async () => {
    await page.evaluate(passEverySection)
    await mark.waitFor({ state: 'attached', timeout: 500 })
  }).toPass()
}

/** Brings an element that enters on scroll into view and waits until it has stopped moving. */
export async function scrollToRevealed(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await expect(target).toHaveCSS('opacity', '1')
  await expect(target).toHaveCSS('transform', 'none')
}
