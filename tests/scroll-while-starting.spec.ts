import { content } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { scrollAtRest } from './support/scroll-at-rest.ts'
import { expect, test } from './support/test.ts'

// A phone, where the page runs longer than the screen and the app starts late.
test.use({ viewport: { width: 390, height: 600 } })

test('a reader who scrolls before the app has started stays where they scrolled to', async ({ page }) => {
  const [book] = content.books
  const startApp = await holdApp(page)
  await page.goto(`/books/${book.slug}`, { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()

  await page.mouse.move(200, 300)
  await page.mouse.wheel(0, 900)
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(400)
  const place = await page.evaluate(() => scrollY)

  startApp()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // The router places the scroll right after it renders: where the page rests after that is where the reader is.
  expect(await scrollAtRest(page)).toBe(place)
})
