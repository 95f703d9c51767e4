import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The home page arrives prerendered; its sections come alive as their code lands. A reader
 * cannot see them before that (they reveal themselves once live); a test can, so it waits.
 */
export async function waitUntilLive(page: Page) {
  await page.waitForFunction(() =>
    ['#about', '#books', '#contact'].every((selector) => {
      const section = document.querySelector(selector)
      return section !== null && Object.keys(section).some((key) => key.startsWith('__reactFiber$'))
    }),
  )
}

/** Brings an element that enters on scroll into view and waits until it has stopped moving. */
export async function scrollToRevealed(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await expect(target).toHaveCSS('opacity', '1')
  await expect(target).toHaveCSS('transform', 'none')
}
