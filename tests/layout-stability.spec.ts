// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { facesDrawing } from './support/drawn-faces.ts'
import { watchLayoutShifts } from './support/layout-shifts.ts'
import { expect, test } from './support/test.ts'

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
]) {
  test(`nothing shifts while the page, its font and its scripts load (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    // The heading font arrives late, after the fallback has painted: the swap must not move a line.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const layoutShift = await watchLayoutShifts(page)
    await page.goto('/')
    // Drawn in it, not only loaded: the shift measured is the swap's.
    await expect.poll(() => facesDrawing(page.getByRole('heading', { level: 1 }))).toEqual(['Fraunces'])
    expect(await layoutShift()).toBeLessThan(0.001)
  })
}
