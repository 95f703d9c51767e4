import { chromium } from '@playwright/test'
import { content } from '../tests/support/content.ts'
import { chromiumArgs, findChromium } from '../tooling/browsers/chromium.ts'

/** Milliseconds from an offline reload to the hero's heading being visible, after one online visit. */
export async function timeOfflineReload(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(url)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    const started = performance.now()
    await page.reload({ waitUntil: 'commit' })
    await page.getByRole('heading', { level: 1, name: content.author.name }).waitFor({ state: 'visible' })
    return performance.now() - started
  } finally {
    await browser.close()
  }
}
