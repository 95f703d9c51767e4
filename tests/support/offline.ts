import { type BrowserContext, expect, type Page } from '@playwright/test'

/** Until the service worker controls the page: from then on, what the page fetches is the worker's to keep. */
export const untilTheWorkerControls = (page: Page) =>
  expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

/** One online visit, until the service worker controls the page; then the network goes away. */
export async function visitOnceThenGoOffline(page: Page, context: BrowserContext) {
  await page.goto('/')
  await untilTheWorkerControls(page)
  await context.setOffline(true)
}
