/**
 * Screenshots of every kind of page, whole, at a phone's width and a desktop's, light and dark, for a
 * designer's review: `npm run screenshots:review` builds the app (CONTENT_DIR as for
 * the build) and writes them into screenshots-review/, which git ignores.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { pageKinds } from '../tooling/page-kinds.ts'
import { withBuiltSite } from './screenshots/built-site.ts'

const outDir = 'screenshots-review'
const distDir = 'dist-review'

/** Every kind of page the build wrote, the same list the benchmarks load, and the pages no reader lands on first. */
function pagesToShoot() {
  const extra = [
    { kind: '404', path: '/no/such/page' },
    // A site without a newsletter has no pages for a mail's links.
    ...['confirm', 'unsubscribe']
      .filter((name) => existsSync(join(distDir, 'newsletter', `${name}.html`)))
      .map((name) => ({ kind: `newsletter-${name}`, path: `/newsletter/${name}` })),
  ]
  return [...pageKinds(distDir), ...extra]
}

const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]
const themes = ['light', 'dark'] as const
// The reading schedule lists what is upcoming: one day for every run.
const now = new Date('2026-11-01T10:00:00Z')

/** Scrolls the page to its end and back, so every section that comes alive or fades in when seen has. */
async function passThePage(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo({ top, behavior: 'instant' })
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
    }
    scrollTo({ top: 0, behavior: 'instant' })
    // The whole page is the picture: nothing left unpainted off screen (content-visibility: the home's sections,
    // decision 0021; the catalogue's groups and tiles, 0054).
    const style = document.createElement('style')
    style.textContent = '*{content-visibility:visible!important}'
    document.head.append(style)
  })
}

rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir)
await withBuiltSite(distDir, async (browser, origin) => {
  const pages = pagesToShoot()
  for (const viewport of widths)
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport,
        colorScheme: theme,
        reducedMotion: 'reduce',
        // No worker: no "ready to work offline" notice in the pictures.
        serviceWorkers: 'block',
        timezoneId: 'UTC',
        locale: 'en-US',
      })
      await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
      const page = await context.newPage()
      await page.clock.setFixedTime(now)
      for (const { kind, path } of pages) {
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
        // The home's sections come alive when neared: pass them, let the app take the page, pass again to reveal.
        await passThePage(page)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        await passThePage(page)
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => document.fonts.ready)
        // Every picture decoded: a loaded image not yet decoded is drawn as an empty tile in a full-page shot.
        await page.evaluate(() =>
          Promise.all(
            [...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => {})),
          ),
        )
        const file = `${outDir}/${kind}-${viewport.width}-${theme}.png`
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' })
        console.log(file)
      }
      await context.close()
    }
})
