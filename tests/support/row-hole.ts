import type { Locator } from '@playwright/test'

/** How much of a titled section's row its parts leave empty at the end: its heading spans the column, its parts under it. */
export const rowHole = (section: Locator) =>
  section.evaluate((found) => {
    const column = found.querySelector('h2')?.getBoundingClientRect().right ?? 0
    const parts = [...found.querySelectorAll('h2 ~ * *')].map((part) => part.getBoundingClientRect().right)
    return column - Math.max(...parts)
  })
