import { expect, type Locator, type Page } from '@playwright/test'
import type { EarlyInput } from '#src/start/before-app/early-input.ts'
import { errorsOf } from './page-errors.ts'
import { passEverySection } from './pass-every-section.ts'

/**
 * The home page arrives prerendered and each section comes alive as the reader nears it and its code
 * lands; a reader cannot see one before (it reveals itself once live), a test can. So the test
 * passes every section, as a reader scrolling down would, and returns, until the app marks the
 * page live: a pass before the app has started wakes nothing.
 */
export async function waitUntilLive(page: Page) {
  const mark = page.locator('html[data-hydrated]')
  const problems = errorsOf(page)
  try {
    await expect(async () => {
      await page.evaluate(passEverySection)
      await mark.waitFor({ state: 'attached', timeout: 500 })
    }).toPass()
  } catch (error) {
    // A page that never comes alive says which part held it back, so a rare failure explains itself.
    const state = await page.evaluate(whatIsLive, { timeout: 5_000 }).catch((reason: unknown) => String(reason))
    throw new Error(`The page never came alive: ${JSON.stringify({ state, problems })}`, { cause: error })
  }
}

/** Runs in the page: which parts are live, and what the page has of its code. */
function whatIsLive() {
  const early = (window as { earlyInput?: EarlyInput }).earlyInput
  return {
    live: early ? [...early.live] : 'no early input',
    readyState: document.readyState,
    visibility: document.visibilityState,
    controlled: navigator.serviceWorker?.controller?.state ?? 'no worker',
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).responseStatus}`),
  }
}

/**
 * Brings an element that enters on scroll into view and waits until it has stopped moving. Sections
 * below the first screen lay out only as they near it, so the page can grow under a jump and leave the
 * target at the screen's edge: a reader who lands short scrolls on, and so does this, until the
 * target still crosses the middle of what the header leaves of the screen once the page has laid out what the
 * jump brought near (scrollIntoView centres it there, not on the window's middle).
 */
export async function scrollToRevealed(target: Locator) {
  await expect(async () => {
    const acrossTheMiddle = await target.evaluate(async (node) => {
      node.scrollIntoView({ block: 'center', behavior: 'instant' })
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
      const { top, bottom } = node.getBoundingClientRect()
      const headerRoom = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
      const middle = (headerRoom + innerHeight) / 2
      return top < middle && bottom > middle
    })
    expect(acrossTheMiddle, 'the target crosses the middle of the screen below the header').toBe(true)
  }).toPass()
  await expect(target).toHaveCSS('opacity', '1')
  await expect(target).toHaveCSS('transform', 'none')
}

/** Waits until the part of the page `element` is in has come alive: a tap on it is then the app's, no longer the browser's. */
export async function untilPartLive(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => {
        const early = (window as { earlyInput?: EarlyInput }).earlyInput
        return early?.live.has(early.partOf(node)) ?? false
      }),
    )
    .toBe(true)
}
