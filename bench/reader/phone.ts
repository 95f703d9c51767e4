import { type Browser, chromium, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../../tooling/browsers/chromium.ts'
import { installOnScreen } from './on-screen.ts'

export const launchChromium = () => chromium.launch({ executablePath: findChromium(), args: chromiumArgs })

/**
 * A page in a fresh context on the phone itself: its screen and touch, its CPU four times slower, no
 * service worker; the network untouched. Close its context when done.
 */
export async function phoneDevicePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // tsx wraps the named functions it compiles in __name(), which code sent to the page then calls.
  await page.addInitScript('globalThis.__name = (target) => target')
  return page
}

/** The phone on a first visit over Lighthouse's slow 4G. Close its context when done. */
export async function phonePage(browser: Browser): Promise<Page> {
  const page = await phoneDevicePage(browser)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 93_750,
  })
  await installOnScreen(page)
  return page
}
