import { setTimeout as sleep } from 'node:timers/promises'
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

/** The page's sections are live once React has taken over the prerendered markup. */
export const waitUntilLive = (page: EnginePage) =>
  waitFor(
    page,
    `['#about', '#books', '#contact'].every((selector) => { const section = document.querySelector(selector); return section !== null && Object.keys(section).some((key) => key.startsWith('__reactFiber$')) })`,
    'the page to hydrate',
  )

/** Clicks, through the driver, the first element the expression finds (a real click, not element.click()). */
export async function clickFound(page: EnginePage, find: string, what: string) {
  await waitFor(
    page,
    `(() => { const target = ${find}; if (!target) return false; document.querySelector('[data-engine-target]')?.removeAttribute('data-engine-target'); target.setAttribute('data-engine-target', ''); target.scrollIntoView({ block: 'center' }); return true })()`,
    what,
  )
  // Content rises into place as it scrolls into view; a click mid-animation can land beside the target.
  await waitFor(
    page,
    `[...document.querySelectorAll('[data-reveal]')].filter((part) => part.contains(document.querySelector('[data-engine-target]'))).every((part) => getComputedStyle(part).opacity === '1' && getComputedStyle(part).transform === 'none')`,
    `${what} to stop moving`,
  )
  await page.click('[data-engine-target]')
}

/** A button or link by its accessible name: aria-label, else the text a reader sees (innerText skips hidden spans). */
export const byName = (name: string, within = 'document') =>
  `[...${within}.querySelectorAll('button, a')].find((element) => (element.getAttribute('aria-label') ?? element.innerText).trim() === ${JSON.stringify(name)})`

export const clickByName = (page: EnginePage, name: string, within?: string) =>
  clickFound(page, byName(name, within), `"${name}"`)

/** What the page logged as errors since it loaded (the probe served into every page). */
export const loggedErrors = (page: EnginePage) => page.run<string[]>('window.__engineProbe.errors')

export const textOf = (page: EnginePage, selector: string) =>
  page.run<string>(`document.querySelector(${JSON.stringify(selector)})?.textContent ?? ''`)
