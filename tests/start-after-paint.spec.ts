import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

test('the app’s scripts are requested only once the first paint is on screen', async ({ page }) => {
  await page.goto('/')
  await waitUntilLive(page)
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(timing.scripts.length).toBeGreaterThan(1)
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.firstPaint)
})
