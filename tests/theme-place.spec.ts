// The theme button in one place on every page: floating in the bottom corner where lines end, where the spec puts the
// home's. A sample's page alone keeps it at the end of its header's row, where it lies over none of the chapter's lines.
import type { Page } from '@playwright/test'
import { sampleBook as book } from './support/page-kinds.ts'
import { readerSizes } from './support/reader-sizes.ts'
import { siteNav } from './support/site-nav.ts'
import { expect, test } from './support/test.ts'
import { withoutTheWorker } from './support/without-the-worker.ts'

test.use(withoutTheWorker)

const themeButton = (page: Page) => page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })

const places = [
  { kind: 'home', path: '/' },
  { kind: 'book', path: `/books/${book.slug}` },
  { kind: 'catalogue', path: '/books' },
  { kind: '404', path: '/no/such/page' },
]

for (const viewport of readerSizes)
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1000 })

    test('the theme button is in the same bottom corner on the home, a book, the catalogue and the 404, outside the header', async ({
      page,
    }) => {
      const boxes: Record<string, unknown> = {}
      for (const { kind, path } of places) {
        await page.goto(path)
        // It appears once the app runs.
        await expect(themeButton(page)).toBeVisible()
        await expect(page.getByRole('banner').getByRole('button', { name: /theme/ })).toHaveCount(0)
        const box = (await themeButton(page).boundingBox())!
        expect(box.x + box.width, `${kind}: at the end where lines end`).toBeGreaterThan(viewport.width - 80)
        expect(box.y + box.height, `${kind}: at the bottom`).toBeGreaterThan(viewport.height - 80)
        boxes[kind] = box
      }
      for (const { kind } of places) expect(boxes[kind], kind).toEqual(boxes.home)
    })

    test('on a sample’s page, the theme button ends the header’s row', async ({ page }) => {
      test.skip(!book.sample, 'no book has a sample chapter')
      await page.goto(`/books/${book.slug}/sample`)
      await expect(siteNav(page).getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible()
      await expect(themeButton(page)).toHaveCount(1)
    })
  })

test.describe('on a phone', () => {
  test.use({ viewport: readerSizes[0], hasTouch: true })

  test('on a book page, the theme button rises above the buy bar once the bar shows, and covers none of its controls', async ({
    page,
  }) => {
    await page.goto(`/books/${book.slug}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const bar = page.locator('[data-buy-bar]')
    // Down the page until the bar takes the screen's bottom: the edition choice under the title has scrolled away.
    await expect(async () => {
      await page.mouse.wheel(0, 300)
      await expect(bar).toBeVisible({ timeout: 200 })
    }).toPass()
    await expect(async () => {
      const button = (await themeButton(page).boundingBox())!
      const { y: barTop } = (await bar.boundingBox())!
      expect(button.y + button.height).toBeLessThanOrEqual(barTop)
    }).toPass()
  })
})
