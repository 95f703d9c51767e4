// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { axeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'
import { expectTheme } from './support/theme.ts'

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the home page has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    // Reduced motion shows every section at once, so axe sees the page as a reader finally does.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await page.goto('/')
    await expectTheme(page, colorScheme)
    expect(await axeViolations(page)).toEqual([])
  })
}
