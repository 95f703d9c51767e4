import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const fullBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/**
 * The browser tests' Chromium: Debian's headless shell first, the same engine without the browser's own UI
 * (a sixth less CPU a test on two cores, where the tests' run time is spent), then any full Chromium.
 */
export const findTestChromium = () => findChromium(['/usr/bin/chromium-headless-shell', ...fullBrowsers])

/**
 * Playwright may not download its own browser on every machine (no internet here),
 * so the tests, the benches and the scripts take the first Chromium they can find and say how to get one if none.
 */
export function findChromium(candidates = fullBrowsers): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  if (existsSync(chromium.executablePath())) return undefined // Playwright's own browser
  for (const candidate of candidates) {
    if (existsSync(candidate)) return candidate
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one of: `apt-get install -y chromium` (Debian), ' +
      '`npx playwright install chromium` (where downloads work), or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.',
  )
}

/** Flags that keep Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Chromium (151 on) renders its address bar's popup, a web page of its own, at every start, headless
  // too: a renderer that competes with the page under test for the machine's cores. Chromium merges
  // this list with the one Playwright or Lighthouse passes.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
