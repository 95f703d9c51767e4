/**
 * Takes the install dialog's screenshots (narrow and wide) of the app, built here first, into the
 * content folder (CONTENT_DIR), where the build finds them. The same build must give the same bytes:
 * a fixed clock (the reading schedule lists what is upcoming), no motion, fonts loaded.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { preview } from 'vite'
import { chromiumArgs, findChromium } from '../tooling/browsers/chromium.ts'
import { loadContentOrExit } from '../tooling/content/load-or-exit.ts'
import { markScreenshotOf } from '../tooling/content/screenshot-of.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'

const contentDir = process.env.CONTENT_DIR ?? 'content'
// Each file names the author it shows, so a build for another author leaves it out.
const authorName = loadContentOrExit(contentDir).author.name
const shots = [
  { file: `${contentDir}/screenshots/narrow.png`, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { file: `${contentDir}/screenshots/wide.png`, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]
const outDir = 'dist-screenshots'
const now = new Date('2026-11-01T10:00:00Z')

const port = await portOrExit('screenshots')
const executablePath = findChromium()
console.log(`building the app into ${outDir}/`)
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'error'], {
  stdio: 'inherit',
})
// The pages send nothing: the contact backend keeps nothing and leaves .data/contact free.
process.env.CONTACT_DATA_DIR = 'memory://'
const server = await preview({ build: { outDir }, preview: { port, strictPort: true }, logLevel: 'error' })
mkdirSync(`${contentDir}/screenshots`, { recursive: true })
const browser = await chromium.launch({ executablePath, args: chromiumArgs })
try {
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
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' })
    // The heading font is `font-display: optional`: a second load finds it cached and always uses it.
    await page.reload({ waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    const png = await sharp(await page.screenshot({ animations: 'disabled', caret: 'hide' }))
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer()
    writeFileSync(file, markScreenshotOf(png, authorName))
    console.log(`${file} ${viewport.width * deviceScaleFactor}×${viewport.height * deviceScaleFactor}`)
  }
} finally {
  await browser.close()
  await server.close()
}
