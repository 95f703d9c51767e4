// No floating button sits over the sample's text as the reader reads it, or over a book page's Share. The theme button
// floats in the corner on every page; on a sample's page wider than a phone the chapter's column is clear of it, and
// on a phone, where the lines run under the corner, it is in the header's row instead.
import type { Page } from '@playwright/test'
import { content } from './support/content.ts'
import { readerSizes } from './support/reader-sizes.ts'
import { expect, test } from './support/test.ts'
import { withoutTheWorker } from './support/without-the-worker.ts'

// The pages as they float their controls; a notice's place is notices-clear.spec.ts's.
test.use(withoutTheWorker)

const book = content.books.find((one) => one.sample) ?? content.books[0]

/** The parts of `targets` that a fixed-position button or link (a notification's aside) lies over. */
function covered(page: Page, targets: string) {
  return page.evaluate((selector) => {
    const floating = [...document.querySelectorAll<HTMLElement>('button, a[href]')].filter((control) => {
      if (control.closest('[aria-label="Notifications"]')) return false
      for (let part: HTMLElement | null = control; part; part = part.parentElement)
        if (getComputedStyle(part).position === 'fixed') {
          // One stepped off the screen's edge lies over nothing the reader sees.
          const { width, top, bottom } = control.getBoundingClientRect()
          return width > 0 && top < innerHeight && bottom > 0
        }
      return false
    })
    const hits: string[] = []
    for (const target of document.querySelectorAll<HTMLElement>(selector)) {
      const box = target.getBoundingClientRect()
      if (box.bottom < 0 || box.top > innerHeight) continue
      for (const control of floating) {
        const over = control.getBoundingClientRect()
        if (over.left < box.right && box.left < over.right && over.top < box.bottom && box.top < over.bottom)
          hits.push(
            `${control.getAttribute('aria-label') ?? control.textContent} over "${target.textContent?.slice(0, 30)}"`,
          )
      }
    }
    return hits
  }, targets)
}

for (const viewport of [...readerSizes.slice(0, 2), { width: 768, height: 1024 }, readerSizes[2]])
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1000 })

    test('nothing floats over the sample chapter’s text as the reader reads down it, to its end', async ({ page }) => {
      test.skip(!book.sample, 'no book has a sample chapter')
      await page.goto(`/books/${book.slug}/sample`)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      const lines = 'article[aria-labelledby="sample-title"] :is(h1, p)'
      expect(await covered(page, lines), 'as the page opens').toEqual([])
      const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
      for (const fraction of [0.25, 0.5, 0.75, 1]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), fraction * height)
        expect(await covered(page, lines), `at ${fraction * 100}% scrolled`).toEqual([])
      }
    })

    test('nothing floats over a book page’s Share button', async ({ page }) => {
      await page.goto(`/books/${book.slug}`)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      // The theme button floats here as on the home: it is among the controls measured.
      await expect(page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible()
      const share = page.getByRole('button', { name: `Share ${book.title}` })
      await share.scrollIntoViewIfNeeded()
      expect(await covered(page, `[aria-label=${JSON.stringify(`Share ${book.title}`)}]`)).toEqual([])
    })
  })
