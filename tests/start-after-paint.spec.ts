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

test('the manifest is named once the first paint is on screen, not in the HTML', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  expect(html).not.toContain('rel="manifest"')
  await page.goto('/')
  await waitUntilLive(page)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
})
