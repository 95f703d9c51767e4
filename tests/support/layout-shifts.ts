import type { Page } from '@playwright/test'

type Rect = { x: number; y: number; width: number; height: number }
type ShiftEntry = PerformanceEntry & {
  value: number
  hadRecentInput: boolean
  sources: { previousRect: Rect; currentRect: Rect }[]
}

/**
 * Sum of layout shifts not caused by input, as Cumulative Layout Shift counts them, up to the last frame the
 * page has drawn: the reading waits two frames, so a layout the page has already started is counted, and takes
 * the observer's pending entries at once rather than waiting for their delivery. Chromium at times reports a shift
 * in which no part moved by a pixel (a heading and a quote as their faces swap in, each where it was): the reader
 * sees nothing, so only a shift whose parts moved or changed size counts.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    let sum = 0
    const add = (entries: PerformanceEntryList) => {
      const same = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
      for (const entry of entries as ShiftEntry[]) {
        const moved =
          entry.sources.length === 0 ||
          entry.sources.some(({ previousRect, currentRect }) => !same(previousRect, currentRect))
        if (!entry.hadRecentInput && moved) sum += entry.value
      }
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    ;(window as unknown as { layoutShiftSum: () => number }).layoutShiftSum = () => {
      add(observer.takeRecords())
      return sum
    }
  })
  return () =>
    page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
      return (window as unknown as { layoutShiftSum: () => number }).layoutShiftSum()
    })
}
