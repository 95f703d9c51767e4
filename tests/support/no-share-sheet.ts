import type { Page } from '@playwright/test'

/** A browser without a share sheet (Chromium on Linux, most desktops): sharing copies the link, which the test may read. */
export async function withoutShareSheet(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share
    delete (Navigator.prototype as Partial<Navigator>).canShare
  })
}
