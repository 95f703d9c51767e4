import type { Page } from '@playwright/test'

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean }

/**
 * Sum of layout shifts not caused by input, as Cumulative Layout Shift counts them, up to the last frame the
 * page has drawn: the reading waits two frames, so a layout the page has already started is counted, and takes
 * the observer's pending entries at once rather than waiting for their delivery.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    let sum = 0
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as ShiftEntry[]) if (!entry.hadRecentInput) sum += entry.value
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
