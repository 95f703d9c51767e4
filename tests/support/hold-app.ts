import type { Page } from '@playwright/test'
import { waitUntilLive } from './live.ts'

/**
 * Holds every script of the app until the returned function is called: the prerendered page is on
 * screen and usable as HTML, as on a slow phone before the app has started.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let startApp!: () => void
  const appMayStart = new Promise<void>((resolve) => (startApp = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await appMayStart
    await route.fallback()
  })
  return startApp
}

/** Lets a held app start, if it has not, and waits until it runs: for tests sharing one page, whichever comes first. */
export async function startAndWaitUntilLive(page: Page, startApp: () => void) {
  startApp()
  await waitUntilLive(page)
}
