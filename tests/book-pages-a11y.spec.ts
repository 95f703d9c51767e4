// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { axeViolations } from './support/axe.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

// What the page shows and does, not what the service worker keeps: no first visit's precache beside each test.

const book = content.books.find((candidate) => candidate.sample) ?? content.books[0]
const paths = [`/books/${book.slug}`, ...(book.sample ? [`/books/${book.slug}/sample`] : [])]

for (const path of paths)
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await page.goto(path)
      await waitUntilLive(page)
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/)
      expect(await axeViolations(page)).toEqual([])
    })
  }
