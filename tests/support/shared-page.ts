import type { BrowserContextOptions, Page } from '@playwright/test'
import { e2ePort } from './build.ts'
import { holdApp } from './hold-app.ts'
import { expect, test, watchSecurityPolicy } from './test.ts'
import { withoutTheWorker } from './the-worker.ts'

/**
 * One page for the tests of a `describe` that each look at it in another way (another screen size) and leave
 * it as they found it: opened once by `open`, not once a test. The tests run in order on one worker, and the
 * page's Content-Security-Policy is watched as every test's is (`test.ts`), and it has no worker unless `options` ask.
 * A test that fails skips the rest.
 */
export function sharedPage(open: (page: Page) => Promise<void>, options: BrowserContextOptions = {}): () => Page {
  test.describe.configure({ mode: 'serial' })
  let page: Page | undefined
  let violations: string[] = []
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: `http://localhost:${e2ePort}`,
      ...withoutTheWorker,
      ...options,
    })
    violations = await watchSecurityPolicy(context)
    page = await context.newPage()
    settleResizes(page)
    await open(page)
  })
  test.afterAll(async () => {
    await page?.context().close()
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  })
  return () => {
    if (!page) throw new Error('the shared page did not open')
    return page
  }
}

/**
 * Makes the page's every resize return once the page has drawn a frame at its new size: a live page lays some parts
 * out again a frame after it (a hero sized by the screen's height), and a box read in between is one no frame showed.
 */
function settleResizes(page: Page) {
  const resize = page.setViewportSize.bind(page)
  page.setViewportSize = async (size) => {
    await resize(size)
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
  }
}

/**
 * One page at `path` with the app's scripts held back for good, shared as `sharedPage` shares one: for tests that read
 * what the prerendered HTML and its CSS lay out, each at another screen size of the same kind of device.
 */
export const sharedHeldPage = (path: string, options: BrowserContextOptions) =>
  sharedPage(async (page) => {
    await holdApp(page)
    await page.goto(path)
  }, options)
