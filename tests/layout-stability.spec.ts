import { expect, type Page, test } from './support/test.ts'

/** Sum of layout shifts not caused by input, as Cumulative Layout Shift counts them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0))
}

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
    await page.evaluate(() => document.fonts.ready)
    await expect.poll(() => page.evaluate(() => document.fonts.check('600 48px Fraunces'))).toBe(true)
    await page.waitForTimeout(300)
    expect(await layoutShift()).toBeLessThan(0.001)
  })
}
