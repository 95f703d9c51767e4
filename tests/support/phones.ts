import type { Locator, Page } from '@playwright/test'
import { readerSizes } from './reader-sizes.ts'
import { expect } from './test.ts'

/** The common phone, then the smallest: a page kind's spec reads its page at both, in one load. */
const phones = [readerSizes[1], readerSizes[0]]

/**
 * The page at each phone's size, resized in place (never loaded again): no wider than the screen, and its main link
 * whole within the screen's width, to be tapped. Leaves the page at the smallest, where the test goes on.
 */
export async function expectOnEachPhone(page: Page, mainLink: Locator) {
  for (const size of phones) {
    await page.setViewportSize(size)
    const at = `${size.width}×${size.height}`
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${at}: the page no wider than the screen`).toBeLessThanOrEqual(size.width)
    await mainLink.scrollIntoViewIfNeeded()
    const box = await mainLink.boundingBox()
    expect(box, `${at}: the main link drawn`).not.toBeNull()
    if (!box) return
    expect(box.x, `${at}: the main link within the screen`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${at}: the main link within the screen`).toBeLessThanOrEqual(size.width)
  }
}
