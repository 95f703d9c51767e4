import { type BrowserContext, expect, type Page } from '@playwright/test'

/** One online visit, until the service worker controls the page; then the network goes away. */
export async function visitOnceThenGoOffline(page: Page, context: BrowserContext) {
  await page.goto('/')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await context.setOffline(true)
}
