import type { Browser, Page } from '@playwright/test'
import { everyBook, filterBooks } from '../../src/sections/catalogue/filter-books.ts'
import { waitUntilLive } from '../../tests/support/live.ts'
// No format is chosen here, so the formats' words change nothing.
import { en } from '../../tooling/content/locales/en.ts'
import { phoneDevicePage } from '../reader/phone.ts'

interface Listed {
  title: string
  genre: string
  editions: readonly { format?: string }[]
}

export interface CatalogueResponse {
  /** The slowest keystroke of a title typed into the search, from the key to the frame that shows the list (Event Timing); 0: under 16 ms, which it does not report. */
  searchKeyMs: number
  /** A genre chosen, from the change to the next frame. */
  genreMs: number
}

declare global {
  interface Window {
    eventTimings?: { interaction: number; duration: number }[]
  }
}

/** Runs in the page from its start: keeps each key event's duration, from the key to the next paint. */
function watchEvents() {
  const timings: { interaction: number; duration: number }[] = []
  window.eventTimings = timings
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId && entry.name.startsWith('key'))
        timings.push({ interaction: entry.interactionId, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/** The phone the reader bench uses, on its own (no network slowdown), watching the page's events. */
async function phonePage(browser: Browser): Promise<Page> {
  const page = await phoneDevicePage(browser)
  await page.addInitScript(watchEvents)
  return page
}

const shownCount = (page: Page) => page.locator('main li:not([hidden])').count()

/** On the phone, /books once live: a genre chosen, then a title typed key by key, each timed to the frame that answers it. */
export async function catalogueResponse(
  browser: Browser,
  origin: string,
  books: readonly Listed[],
): Promise<CatalogueResponse> {
  const page = await phonePage(browser)
  try {
    await page.goto(`${origin}/books`)
    await waitUntilLive(page)
    const genre = books[0].genre
    const genreMs = await page.evaluate(async (chosen) => {
      const select = document.querySelector<HTMLSelectElement>('select[name="genre"]')
      if (!select) throw new Error('no genre filter on /books')
      const start = performance.now()
      select.value = chosen
      select.dispatchEvent(new Event('change', { bubbles: true }))
      // The frame is made after the animation frame's callbacks; a task queued there runs once it is.
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)))
      return performance.now() - start
    }, genre)
    const byGenre = filterBooks(books, { ...everyBook, genre }, en.formats).length
    if ((await shownCount(page)) !== byGenre) throw new Error(`choosing ${genre} did not show its ${byGenre} books`)
    await page.locator('select[name="genre"]').selectOption('')
    const { title } = books[Math.floor(books.length / 2)]
    await page.getByRole('searchbox', { name: 'Search by title' }).tap()
    await page.keyboard.type(title, { delay: 150 })
    const bySearch = filterBooks(books, { ...everyBook, search: title }, en.formats).length
    await page.waitForFunction((count) => document.querySelectorAll('main li:not([hidden])').length === count, bySearch)
    // Event timings arrive after the frame that answered the last key: give them a moment.
    await page.waitForTimeout(500)
    const timings = (await page.evaluate(() => window.eventTimings)) ?? []
    return { searchKeyMs: Math.max(0, ...timings.map((timing) => timing.duration)), genreMs }
  } finally {
    await page.context().close()
  }
}
