import { execFileSync } from 'node:child_process'
import { type Browser, chromium } from '@playwright/test'
import { preview } from 'vite'
import { chromiumArgs, findChromium } from '../../tooling/browsers/chromium.ts'
import { portOrExit } from '../../tooling/ports/port-or-exit.ts'

/**
 * Builds the app into `outDir`, serves it on the screenshots' port (SCREENSHOTS_PORT) and hands a
 * Chromium and the site's address to `shoot`; closes both after, even when `shoot` fails.
 */
export async function withBuiltSite(outDir: string, shoot: (browser: Browser, origin: string) => Promise<void>) {
  const port = await portOrExit('screenshots')
  console.log(`building the app into ${outDir}/`)
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  )
  // The pages send nothing: the contact backend keeps nothing and leaves .data/contact free.
  process.env.CONTACT_DATA_DIR = 'memory://'
  const server = await preview({ build: { outDir }, preview: { port, strictPort: true }, logLevel: 'error' })
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  try {
    await shoot(browser, `http://localhost:${port}`)
  } finally {
    await browser.close()
    await server.close()
  }
}
