import type { Page } from '@playwright/test'
import { waitUntilLive } from './support/live.ts'
import { untilTheWorkerControls } from './support/offline.ts'
import { pageKinds } from './support/page-kinds.ts'
import { readerSizes } from './support/reader-sizes.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test('a pill says the reader is offline while the network is gone', async ({ page, context }) => {
  await page.goto('/')
  // The connection drops while reading, after the page has loaded all it needs.
  await waitUntilLive(page)
  const pill = page.getByRole('status').filter({ hasText: 'You’re offline' })
  await expect(pill).toHaveCount(0)

  await context.setOffline(true)
  await expect(pill).toBeVisible()
  // Clear of the floating theme and chat buttons in the bottom corners.
  const { y, height } = (await pill.boundingBox())!
  expect(y + height).toBeLessThan(page.viewportSize()!.height / 2)

  await context.setOffline(false)
  await expect(pill).toHaveCount(0)
})

test.describe('with the worker', () => {
  test.use(withTheWorker)

  test('a page opened without a network says so at once', async ({ page, context }) => {
    await page.goto('/')
    await untilTheWorkerControls(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'You’re offline' })).toBeVisible()
  })
})

/** The page's text lines and the header's controls that the pill lies over, and how far the page's text moved. */
function pillOverlaps(page: Page) {
  return page.evaluate(() => {
    const pill = [...document.querySelectorAll('[role="status"]')].find((one) => one.textContent === 'You’re offline')
    if (!pill) throw new Error('no pill')
    const over = pill.getBoundingClientRect()
    const hits = (box: DOMRect) =>
      box.width > 0 && over.left < box.right && box.left < over.right && over.top < box.bottom && box.top < over.bottom
    const found: string[] = []
    for (const control of document.querySelectorAll('header :is(a, summary, button)'))
      if (control.checkVisibility() && hits(control.getBoundingClientRect()))
        found.push(`header's "${control.textContent}"`)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement
      // Text of the page the reader sees: not the pill's own, nor a closed menu's, nor a toast's (above the pill, for seconds).
      if (!text.textContent?.trim() || !parent?.checkVisibility() || pill.contains(text)) continue
      if (parent.closest('[aria-label="Notifications"]')) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      if ([...range.getClientRects()].some((box) => hits(box as DOMRect))) found.push(`"${text.textContent.trim()}"`)
    }
    return found
  })
}

const firstTextTop = (page: Page) => page.locator('main').evaluate((main) => main.getBoundingClientRect().top)

const pillSizes = [...readerSizes.slice(0, 2), { width: 768, height: 1024 }, readerSizes[2]]
// Each page is opened once and looked at in every size, as a reader turning a tablet would: its pill comes and goes per size.
for (const { kind, path } of pageKinds)
  test.describe(`the ${kind} page`, () => {
    const shared = sharedPage(
      async (page) => {
        await page.goto(path)
        await waitUntilLive(page)
      },
      { viewport: pillSizes[0] },
    )
    for (const viewport of pillSizes)
      test(`at ${viewport.width}×${viewport.height}, the ${kind} page's pill covers neither the header's links nor the page's text, and moves nothing`, async () => {
        const page = shared()
        const pill = page.getByRole('status').filter({ hasText: 'You’re offline' })
        await page.setViewportSize(viewport)
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        const before = await firstTextTop(page)
        await page.context().setOffline(true)
        await expect(pill).toBeVisible()
        expect(await pillOverlaps(page)).toEqual([])
        expect(await firstTextTop(page)).toBe(before)
        await page.context().setOffline(false)
        await expect(pill).toHaveCount(0)
      })
  })
