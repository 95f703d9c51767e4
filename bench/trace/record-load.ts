import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from '../../tooling/browsers/chromium.ts'
import { screenEmulationMetrics, throttling } from '../lighthouse-internals.ts'
import type { TraceEvent } from './trace-event.ts'

const categories = [
  'toplevel',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
]

// Lighthouse's phone, from Lighthouse's own settings: its screen, and its CPU slower than this machine's.
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile
const phone = { viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true }
const cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier

/** The trace of one load of `url` in a fresh browser, until the network has been idle and three seconds more. */
export async function recordLoad(url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  try {
    const page = await browser.newPage(phone)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await browser.startTracing(page, { categories })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(3000)
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents
  } finally {
    await browser.close()
  }
}
