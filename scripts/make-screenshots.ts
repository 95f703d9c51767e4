/**
 * Takes the install dialog's screenshots (narrow and wide) of the built app.
 * Run after a visible change: `npm run build && npm run screenshots`; the PNGs are committed
 * because the manifest serves them.
 */
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { preview } from 'vite'
import { chromiumArgs, findChromium } from '../tests/support/chromium.ts'

const shots = [
  { file: 'public/screenshots/narrow.png', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { file: 'public/screenshots/wide.png', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]

const server = await preview({ preview: { port: 4199, strictPort: true } })
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
try {
  for (const { file, viewport, deviceScaleFactor } of shots) {
    const page = await browser.newPage({
      viewport,
      deviceScaleFactor,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    })
    await page.goto('http://localhost:4199/')
    await page.evaluate(() => document.fonts.ready)
    await sharp(await page.screenshot())
      .png({ palette: true, compressionLevel: 9 })
      .toFile(file)
    console.log(`${file} ${viewport.width * deviceScaleFactor}×${viewport.height * deviceScaleFactor}`)
  }
} finally {
  await browser.close()
  await server.close()
}
