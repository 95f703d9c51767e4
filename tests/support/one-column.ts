import type { Page } from '@playwright/test'
import { expect } from './test.ts'

/** Where an element the selectors find is laid out, named by the start of its markup. */
export const sidesOf = (page: Page, selectors: string) =>
  page.evaluate(
    (selectors) =>
      [...document.querySelectorAll(selectors)]
        .map((element) => {
          const { left, right, width, height } = element.getBoundingClientRect()
          return { what: element.outerHTML.slice(0, 80), left, right, width, height }
        })
        // What this screen's layout hides takes no place in the column.
        .filter((part) => part.width > 0),
    selectors,
  )

/**
 * A column of words has one left edge and one right edge (decisions 0097, 0101): every element the selectors find starts
 * and ends within 1 px of the first one's, its column's. Said for the page at the size it is now.
 */
export async function expectOneColumn(page: Page, selectors: string) {
  const parts = await sidesOf(page, selectors)
  const width = page.viewportSize()?.width
  expect(parts.length, `${width}: blocks in the column`).toBeGreaterThan(1)
  const [{ left, right }] = parts
  for (const part of parts) {
    expect(Math.abs(part.left - left), `${width}: ${part.what}`).toBeLessThanOrEqual(1)
    expect(Math.abs(part.right - right), `${width}: ${part.what}`).toBeLessThanOrEqual(1)
  }
}
