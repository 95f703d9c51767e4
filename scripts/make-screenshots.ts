/**
 * Takes the install dialog's screenshots (narrow and wide) of the app, built here first, into the
 * content folder (CONTENT_DIR), where the build finds them. The same build must give the same bytes:
 * a fixed clock (the reading schedule lists what is upcoming), no motion, fonts loaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { loadContentOrExit } from '../tooling/content/load-or-exit.ts'
import { markScreenshotOf } from '../tooling/content/screenshot-of.ts'
import { withBuiltSite } from './screenshots/built-site.ts'

const contentDir = process.env.CONTENT_DIR ?? 'content'
// Each file names the author it shows, so a build for another author leaves it out.
const authorName = loadContentOrExit(contentDir).author.name
const shots = [
  { file: `${contentDir}/screenshots/narrow.png`, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { file: `${contentDir}/screenshots/wide.png`, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]
const now = new Date('2026-11-01T10:00:00Z')

mkdirSync(`${contentDir}/screenshots`, { recursive: true })
await withBuiltSite('dist-screenshots', async (browser, origin) => {
  for (const { file, viewport, deviceScaleFactor } of shots) {
    const page = await browser.newPage({
      viewport,
      deviceScaleFactor,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      timezoneId: 'UTC',
      locale: 'en-US',
    })
    await page.clock.setFixedTime(now)
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
    // The heading font is `font-display: optional`: a second load finds it cached and always uses it.
    await page.reload({ waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    const png = await sharp(await page.screenshot({ animations: 'disabled', caret: 'hide' }))
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer()
    writeFileSync(file, markScreenshotOf(png, authorName))
    console.log(`${file} ${viewport.width * deviceScaleFactor}×${viewport.height * deviceScaleFactor}`)
  }
})
