import { type BrowserContext, expect, type Page } from '@playwright/test'
import { waitUntilLive } from './live.ts'

/**
 * Until the service worker controls the page: from then on, what the page fetches is the worker's to keep. A first
 * visit's worker claims the page once it has precached the site (seconds on a busy machine): asked in the page every
 * 100 ms, the test goes on as it happens, not up to a second later at a poll's next turn.
 */
export const untilTheWorkerControls = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100, timeout: 20_000 })

/** One online visit, until the service worker controls the page; then the network goes away. */
export async function visitOnceThenGoOffline(page: Page, context: BrowserContext) {
  await page.goto('/')
  await untilTheWorkerControls(page)
  await context.setOffline(true)
}

/**
 * The page open and live, read again once the worker controls it (that is the visit the worker keeps), until the
 * worker has kept it among the pages kept as read (sw/sw.ts): from then on it opens offline.
 */
export async function readAgainUntilKept(page: Page) {
  await untilTheWorkerControls(page)
  await page.reload()
  await waitUntilLive(page)
  const kept = () =>
    page.evaluate(async () =>
      (await (await caches.open('book-pages')).keys()).map((request) => new URL(request.url).pathname),
    )
  await expect.poll(kept).toContain(new URL(page.url()).pathname)
}
