import { launch } from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'
import { chromiumArgs, findChromium } from '../tooling/browsers/chromium.ts'
import { type MainThreadTime, mainThreadTime } from './trace/main-thread-time.ts'
import type { TraceEvent } from './trace/trace-event.ts'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const

export type Scores = Record<(typeof categories)[number], number> & Record<keyof typeof metrics, number>
export type LighthouseRun = Scores & { mainThread: MainThreadTime }

/**
 * How long a fresh Chromium is left to finish its own start (profile, services) before the run: on
 * a machine with few cores that work competes with the page's and lengthens the tasks Lighthouse sees.
 */
const browserSettleMs = 3000

/** One Lighthouse run with its default (mobile) settings, in a fresh headless Chromium, as Lighthouse gives it. */
export async function lighthouseResult(url: string, only: readonly string[] = categories): Promise<RunnerResult> {
  const chrome = await launch({
    chromePath: findChromium() ?? undefined,
    chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...chromiumArgs],
  })
  try {
    await new Promise((settled) => setTimeout(settled, browserSettleMs))
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...only],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    // A run Lighthouse could not finish scores 0 everywhere: a figure of the tool, not of the page.
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`)
    return result
  } finally {
    await chrome.kill()
  }
}

/** One Lighthouse run's scores and metrics, and the main thread's time from its trace. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const result = await lighthouseResult(url)
  const { categories: scored, audits } = result.lhr
  const trace = result.artifacts.Trace.traceEvents as unknown as TraceEvent[]
  const slowdown = result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1
  const run = { mainThread: mainThreadTime(trace, slowdown) } as LighthouseRun
  for (const category of categories) run[category] = Math.round((scored[category].score ?? 0) * 100)
  for (const [name, audit] of Object.entries(metrics))
    run[name as keyof typeof metrics] = audits[audit].numericValue ?? NaN
  return run
}
