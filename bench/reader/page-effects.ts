import type { Page } from '@playwright/test'
import type { PageEffect, PageState } from './tap-effect.ts'

declare global {
  interface Window {
    readerEffects: PageEffect[]
  }
}

/**
 * Runs in the page from its start: records, on the page's clock, each dialog opening, each move to
 * another path within the page, and each share or copy; the share sheet and clipboard are stubs
 * that only record, so no system sheet opens and sharing always takes the share path.
 */
function recordEffects() {
  const effects: PageEffect[] = []
  window.readerEffects = effects
  const record = (kind: PageEffect['kind'], path?: string) => effects.push({ kind, at: performance.now(), path })
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true })
  Object.defineProperty(navigator, 'share', { configurable: true, value: async () => void record('share') })
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async () => void record('copy') },
  })
  let dialogOpen = false
  new MutationObserver(() => {
    const open = document.querySelector('dialog[open]') !== null
    if (open && !dialogOpen) record('dialog')
    dialogOpen = open
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
  // The Navigation API hears the router's pushState too; TypeScript's DOM types lack it.
  const { navigation } = window as unknown as { navigation?: EventTarget }
  navigation?.addEventListener('currententrychange', () => record('navigation', location.pathname))
}

export const recordPageEffects = (page: Page) => page.addInitScript(recordEffects)

/** The page's time origin, path, first paint and recorded effects; undefined while a new document comes in. */
export function readPageState(page: Page): Promise<PageState | undefined> {
  return page
    .evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      path: location.pathname,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      effects: window.readerEffects ?? [],
    }))
    .catch(() => undefined)
}
