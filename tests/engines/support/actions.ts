import { setTimeout as sleep } from 'node:timers/promises'
import { passEverySection } from '../../support/pass-every-section.ts'
import type { EnginePage } from './engine-page.ts'

/** Polls a JavaScript expression in the page until it is truthy. */
export async function waitFor(page: EnginePage, expression: string, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    last = await page.run(expression).catch((error: unknown) => error)
    if (last === true) return
    await sleep(100)
  }
  throw new Error(`Timed out waiting for ${what} (last: ${String(last)})`)
}

/** The app marks the document once React has taken over the page and each of its sections, which come alive as they are neared. */
export const waitUntilLive = (page: EnginePage) =>
  waitFor(
    page,
    `(async () => {
      await (${passEverySection})()
      return document.documentElement.hasAttribute('data-hydrated')
    })()`,
    'the page to hydrate',
    // Beside the fixture authors' browser run, a WebKit window opened by WebDriver took over 15 s to hydrate at load 19.
    60_000,
  )

/** Clicks, through the driver, the first element the expression finds (a real click, not element.click()). */
export async function clickFound(page: EnginePage, find: string, what: string) {
  await waitFor(
    page,
    // Instant: the page scrolls smoothly, and a press that starts on a moving target ends beside it.
    `(() => { const target = ${find}; if (!target) return false; document.querySelector('[data-engine-target]')?.removeAttribute('data-engine-target'); target.setAttribute('data-engine-target', ''); target.scrollIntoView({ block: 'center', behavior: 'instant' }); return true })()`,
    what,
  )
  await waitFor(page, steady, `${what} to stop moving`)
  await page.click('[data-engine-target]')
}

/**
 * True once the target is where it was at the previous poll, and the parts that rise into view
 * around it have arrived: a click mid-move can land beside it.
 */
const steady = `(() => {
  const target = document.querySelector('[data-engine-target]')
  const box = JSON.stringify(target.getBoundingClientRect())
  const still = target.dataset.engineBox === box
  target.dataset.engineBox = box
  const revealed = [...document.querySelectorAll('[data-reveal]')].filter((part) => part.contains(target)).every((part) => getComputedStyle(part).opacity === '1' && getComputedStyle(part).transform === 'none')
  return still && revealed
})()`

/**
 * A button or link by its accessible name: aria-label, else the text a reader sees (innerText skips
 * hidden spans). Firefox gives no innerText inside a section not laid out yet (decision 0021): its text then.
 */
export const byName = (name: string, within = 'document') =>
  `[...${within}.querySelectorAll('button, a')].find((element) => (element.getAttribute('aria-label') ?? (element.innerText || element.textContent)).trim() === ${JSON.stringify(name)})`

export const clickByName = (page: EnginePage, name: string, within?: string) =>
  clickFound(page, byName(name, within), `"${name}"`)

/** What the page logged as errors since it loaded (the probe served into every page). */
export const loggedErrors = (page: EnginePage) => page.run<string[]>('window.__engineProbe.errors')

export const textOf = (page: EnginePage, selector: string) =>
  page.run<string>(`document.querySelector(${JSON.stringify(selector)})?.textContent ?? ''`)
