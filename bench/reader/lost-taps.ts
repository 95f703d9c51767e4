import type { Browser, Page } from '@playwright/test'
import { keepTapping, offsetStepMs } from './offsets.ts'
import { readPageState, recordPageEffects } from './page-effects.ts'
import { phonePage } from './phone.ts'
import { scrollTargetAtFirstPaint } from './scroll-at-first-paint.ts'
import { effectOfTap } from './tap-effect.ts'
import type { Tap, TapOutcome } from './tap-summary.ts'
import type { TapTarget } from './tap-targets.ts'

/** A reader gives up on a tap after this long. */
const answerWithinMs = 5_000
const pollMs = 50
const firstPaintWithinMs = 60_000

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)))
const epochNow = () => performance.timeOrigin + performance.now()

/** The page's first contentful paint in epoch ms, as the page noted it, and the page's time origin. */
async function firstPaint(page: Page) {
  for (const giveUp = epochNow() + firstPaintWithinMs; epochNow() < giveUp; await sleep(pollMs)) {
    const paint = await page.evaluate(() => ({ timeOrigin: performance.timeOrigin, at: window.readerFirstPaint }))
    if (paint.at !== undefined) return { timeOrigin: paint.timeOrigin, at: paint.timeOrigin + paint.at }
  }
  throw new Error(`${page.url()}: no first paint in ${firstPaintWithinMs / 1000} s`)
}

/** What a tap made at `at` (epoch ms) did within the wait, polling the page (or the one it went to). */
async function outcomeOf(page: Page, tap: { at: number; timeOrigin: number }, target: TapTarget): Promise<TapOutcome> {
  for (; epochNow() < tap.at + answerWithinMs; await sleep(pollMs)) {
    const state = await readPageState(page)
    const effect = state && effectOfTap(tap, state, target.actedOn)
    if (effect) return effect
  }
  return { kind: 'lost' }
}

/** In a fresh phone page: load (the page scrolls to the target at its first paint), and tap it `offset` ms after that paint. */
async function tapAt(browser: Browser, origin: string, target: TapTarget, offset: number): Promise<Tap> {
  const page = await phonePage(browser)
  try {
    await recordPageEffects(page)
    await scrollTargetAtFirstPaint(page, target)
    await page.goto(origin + target.path, { waitUntil: 'commit' })
    const paint = await firstPaint(page)
    await sleep(paint.at + offset - epochNow())
    const aim = await page.evaluate(() => {
      const element = window.readerTarget()
      // The part of the page the target is in (src/start/before-app/early-input.ts): the home's books
      // come alive on their own, and the whole page only once every section has been neared.
      const early = (window as { earlyInput?: { live: Set<string>; partOf(element: Element): string } }).earlyInput
      return {
        hydrated: Boolean(element && early?.live.has(early.partOf(element))),
        ...(element ? window.readerOnScreen(element) : { visible: false, x: 0, y: 0 }),
      }
    })
    const tap = { at: epochNow(), timeOrigin: paint.timeOrigin }
    const landed = { offset, at: tap.at - paint.at, hydrated: aim.hydrated }
    if (!aim.visible) return { ...landed, outcome: { kind: 'not visible' } }
    await page.touchscreen.tap(aim.x, aim.y)
    return { ...landed, outcome: await outcomeOf(page, tap, target) }
  } finally {
    await page.context().close()
  }
}

/** Taps at 0, 100, 200 … ms after the first paint, each in a fresh page, until the target's part is live and two more. */
export async function lostTaps(browser: Browser, origin: string, target: TapTarget): Promise<Tap[]> {
  const taps: Tap[] = []
  while (keepTapping(taps.map((tap) => tap.hydrated)))
    taps.push(await tapAt(browser, origin, target, taps.length * offsetStepMs))
  return taps
}
