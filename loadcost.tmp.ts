import { chromium } from '@playwright/test'
import { passEverySection } from './tests/support/pass-every-section.ts'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu', ...(process.env.EXTRA ? process.env.EXTRA.split(' ') : [])] })
const mode = process.argv[2]
const N = 12
const t0 = performance.now()
for (let i = 0; i < N; i++) {
  const context = await browser.newContext({ serviceWorkers: mode === 'sw' ? 'allow' : 'block' })
  const page = await context.newPage()
  await page.goto('http://localhost:4391/')
  if (mode === 'live' || mode === 'sw') {
    for (;;) {
      await page.evaluate(passEverySection)
      if (await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))) break
      await page.waitForTimeout(100)
    }
  }
  if (mode === 'books') {
    await page.locator('#books').scrollIntoViewIfNeeded()
    await page.waitForFunction(() => (window as any).earlyInput?.live?.has('books'), null, { timeout: 20000 })
  }
  if (mode === 'sw') await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 })
  await context.close()
}
console.log(mode, ((performance.now() - t0) / N).toFixed(0), 'ms per load')
await browser.close()
