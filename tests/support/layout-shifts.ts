import type { Page } from '@playwright/test'

type Rect = { x: number; y: number; width: number; height: number }
type ShiftEntry = PerformanceEntry & {
  value: number
  hadRecentInput: boolean
  sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[]
}

/** The layout shifts counted so far: their sum, and what moved in each, for a failing check to say. */
export interface Shifts {
  score: number
  moved: string
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
    let score = 0
    const moved: string[] = []
    const same = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
    const where = ({ x, y, width, height }: Rect) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`
    // A rare shift is found again only by its description: the element, its first words, where it was and went.
    const named = (node: Node | null | undefined) =>
      node instanceof Element
        ? `<${node.localName} class="${node.getAttribute('class') ?? ''}"> ${node.textContent?.trim().slice(0, 40)}`
        : String(node?.nodeName ?? 'a part')
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as ShiftEntry[]) {
        const parts = entry.sources.filter(({ previousRect, currentRect }) => !same(previousRect, currentRect))
        if (entry.hadRecentInput || (entry.sources.length > 0 && parts.length === 0)) continue
        score += entry.value
        for (const { node, previousRect, currentRect } of parts)
          moved.push(
            `${named(node)} from ${where(previousRect)} to ${where(currentRect)}, at ${Math.round(entry.startTime)} ms`,
          )
      }
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    ;(window as unknown as { layoutShifts: () => Shifts }).layoutShifts = () => {
      add(observer.takeRecords())
      return { score, moved: moved.join('\n') }
    }
  })
  return (): Promise<Shifts> =>
    page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
      return (window as unknown as { layoutShifts: () => Shifts }).layoutShifts()
    })
}
