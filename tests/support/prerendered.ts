import { join } from 'node:path'
import type { Page } from '@playwright/test'

/** The host answers a page's address with its prerendered file; the test's server only with the app's shell. */
export async function servePrerendered(page: Page, origin: string, outDir: string, paths: readonly string[]) {
  for (const path of paths)
    await page.route(`${origin}${path}`, (route) => route.fulfill({ path: join(outDir, `${path}.html`) }))
}
