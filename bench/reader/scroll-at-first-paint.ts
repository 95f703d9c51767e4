import type { Page } from '@playwright/test'
import type { TapTarget } from './tap-targets.ts'

declare global {
  interface Window {
    readerFirstPaint?: number
    readerTarget: () => Element | undefined
  }
}

/**
 * Runs in the page from its start: finds the target (the first link or button of its text), and at
 * the first paint notes when and scrolls it into view, as a reader would right away, without a
 * round trip from the bench that the loading page would hold up.
 */
function scrollAtFirstPaint({ within, text }: Pick<TapTarget, 'within' | 'text'>) {
  window.readerTarget = () =>
    [...document.querySelectorAll(`${within} :is(a, button)`)].find((element) => element.textContent?.trim() === text)
  new PerformanceObserver((entries) => {
    const paint = entries.getEntriesByName('first-contentful-paint')[0]
    if (!paint) return
    window.readerFirstPaint = paint.startTime
    window.readerTarget()?.scrollIntoView({ block: 'center', behavior: 'instant' })
  }).observe({ type: 'paint', buffered: true })
}

export const scrollTargetAtFirstPaint = (page: Page, { within, text }: TapTarget) =>
  page.addInitScript(scrollAtFirstPaint, { within, text })
