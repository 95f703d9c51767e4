// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// Nothing covers what the reader reads: the first visit's "ready to work offline" notice waits
// until the reader has left the top of the page, and a notice over a dialog never covers its close control.
import type { Locator, Page } from '@playwright/test'
import { homeBooks } from '../src/content/home-books.ts'
import { bookCard, tapViewDetails } from './support/book-card.ts'
import { content } from './support/content.ts'
import { noticeHadItsChance } from './support/notices.ts'
import { untilTheWorkerControls } from './support/offline.ts'
import { sizesForTheContent } from './support/reader-sizes.ts'
import { expect, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

const book = homeBooks(content.books)[0]
const notice = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Ready to work offline' })

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!]
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  )
}

/** Holds the worker's registration (workbox-window is its first step) until the returned function is called. */
async function holdWorker(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/workbox-window[^/]*\.js$/, async (route) => {
    await released
    await route.fallback()
  })
  return release
}

for (const viewport of sizesForTheContent)
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1000 })

    test('the first visit’s notice waits while the reader is at the top, then shows clear of the hero', async ({
      page,
    }) => {
      await page.goto('/')
      await untilTheWorkerControls(page)
      await noticeHadItsChance(page)
      await expect(notice(page)).toHaveCount(0)
      await page.evaluate(() => window.scrollTo({ top: innerHeight, behavior: 'instant' }))
      await expect(notice(page)).toBeVisible()
      const hero = page.getByRole('region', { name: 'Introduction' })
      expect(await overlap(notice(page), hero)).toBe(false)
    })

    test('a notice that arrives while the details dialog is open leaves its close button uncovered', async ({
      page,
    }) => {
      const releaseWorker = await holdWorker(page)
      await page.goto('/')
      await tapViewDetails(bookCard(page, book.title))
      const dialog = page.getByRole('dialog', { name: book.title, exact: true })
      await expect(dialog).toBeVisible()
      releaseWorker()
      await untilTheWorkerControls(page)
      await expect(notice(page)).toBeVisible()
      const close = dialog.getByRole('button', { name: 'Close' })
      expect(await overlap(notice(page), close)).toBe(false)
      // On top at its centre: the close control takes the tap.
      const box = (await close.boundingBox())!
      const onTop = await close.evaluate(
        (node, [x, y]) => node.contains(document.elementFromPoint(x, y)),
        [box.x + box.width / 2, box.y + box.height / 2],
      )
      expect(onTop).toBe(true)
      await close.click()
      await expect(dialog).toBeHidden()
    })
  })
