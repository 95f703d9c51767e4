import { layoutWidth } from '#src/ui/layout-width.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

test('a cover that fails to load says "Image unavailable"', async ({ page }) => {
  await page.route(/\/assets\/golden-horizons-/, (route) => route.abort())
  await page.goto('/')
  await waitUntilLive(page)
  const card = page.locator('#books article').nth(1)
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByText('Image unavailable')).toBeVisible()
  await expect(card.getByRole('img', { name: 'Cover of Golden Horizons' })).toBeVisible()
})

test('the first cover loads eagerly; the others wait until they are near the viewport', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  // The first card's cover, and the same cover leading the first screen.
  const first = page.locator('#books').getByRole('img', { name: 'Cover of The Digital Ocean' })
  await expect(first).toHaveAttribute('loading', 'eager')
  await expect(first).not.toHaveAttribute('fetchpriority', 'high')
  await expect(page.getByRole('region', { name: 'Introduction' }).getByRole('img')).toHaveAttribute('loading', 'eager')
  const named = (name: string) => () => requested.some((path) => path.startsWith(`/assets/${name}-`))
  await expect.poll(named('the-digital-ocean')).toBe(true)
  expect(named('tides-of-change')()).toBe(false)
  await page.locator('#books article').nth(2).scrollIntoViewIfNeeded()
  await expect.poll(named('tides-of-change')).toBe(true)
})

test('every image reserves its box before it loads', async ({ page }) => {
  await page.goto('/')
  const withoutSize = await page
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
        .map((image) => image.outerHTML),
    )
  expect(withoutSize).toEqual([])
})

test('a book’s page shows its cover no wider than the width its images are made for and its check asks of it', async ({
  page,
}) => {
  for (const width of [360, 430, 800, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/books/golden-horizons')
    const cover = page.getByRole('img', { name: 'Cover of Golden Horizons' }).first()
    await expect(cover).toBeVisible()
    expect((await cover.boundingBox())?.width, `at ${width} px`).toBeLessThanOrEqual(layoutWidth.cover)
  }
})
