import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

test('a pill says the reader is offline while the network is gone', async ({ page, context }) => {
  await page.goto('/')
  // The connection drops while reading, after the page has loaded all it needs.
  await waitUntilLive(page)
  const pill = page.getByRole('status').filter({ hasText: "You're offline" })
  await expect(pill).toHaveCount(0)

  await context.setOffline(true)
  await expect(pill).toBeVisible()
  // Clear of the floating theme and chat buttons in the bottom corners.
  const { y, height } = (await pill.boundingBox())!
  expect(y + height).toBeLessThan(page.viewportSize()!.height / 2)

  await context.setOffline(false)
  await expect(pill).toHaveCount(0)
})

test('a page opened without a network says so at once', async ({ page, context }) => {
  await page.goto('/')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
})
