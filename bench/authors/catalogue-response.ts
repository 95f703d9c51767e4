import type { Browser, Page } from '@playwright/test'
import { everyBook, filterBooks, formatsOf, genresOf } from '../../src/sections/catalogue/filter-books.ts'
import { openFilters } from '../../tests/support/catalogue-filters.ts'
import { waitUntilLive } from '../../tests/support/live.ts'
// The fixture's site is English: its format choices are named in English's words.
import { en } from '../../tooling/content/locales/en.ts'
import { phoneDevicePage } from '../reader/phone.ts'

interface Listed {
  title: string
  genre: string
  editions: readonly { format?: string }[]
}

/** Each answer's time, from the reader's input to the frame that shows the list, in ms. */
export interface CatalogueResponse {
  /** Every key of a title typed into the search. */
  keyMs: number[]
  /** Every genre chosen, then all genres again. */
  genreMs: number[]
  /** Every format chosen, then all formats again. */
  formatMs: number[]
}

declare global {
  interface Window {
    answered?: number[]
  }
}

/**
 * Runs in the page from its start: for each key and each choice, the time from the input to the end of the
 * frame that follows it. The list is filtered in the input's own task, so that frame is the one that shows it;
 * a task queued from the frame's animation callbacks runs once the frame is made.
 */
function watchAnswers() {
  const answered: number[] = []
  window.answered = answered
  const timeToFrame = (event: Event) =>
    requestAnimationFrame(() => setTimeout(() => answered.push(performance.now() - event.timeStamp), 0))
  addEventListener('keydown', timeToFrame, true)
  addEventListener('change', timeToFrame, true)
}

/** The phone the reader bench uses, on its own (no network slowdown), watching the page's answers. */
async function phonePage(browser: Browser): Promise<Page> {
  const page = await phoneDevicePage(browser)
  await page.addInitScript(watchAnswers)
  return page
}

const shown = (page: Page) => page.locator('main li:not([hidden])')

/** The answers timed since the last call, once the list shows `count` books. */
async function answersFor(page: Page, count: number): Promise<number[]> {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('main li:not([hidden])').length === expected,
    count,
  )
  await page.waitForTimeout(200)
  return page.evaluate(() => window.answered?.splice(0) ?? [])
}

/** Each choice of one of /books' selects in turn, then its "all" again, timed. */
async function choose(page: Page, name: 'genre' | 'format', choices: readonly string[], books: readonly Listed[]) {
  const times = []
  for (const choice of [...choices, '']) {
    await page.locator(`select[name="${name}"]`).selectOption(choice)
    times.push(...(await answersFor(page, filterBooks(books, { ...everyBook, [name]: choice }, en.formats).length)))
  }
  return times
}

/** On the phone (CPU 4× slower), /books once live: each genre and format chosen, then a title typed key by key. */
export async function catalogueResponse(
  browser: Browser,
  origin: string,
  books: readonly Listed[],
): Promise<CatalogueResponse> {
  const page = await phonePage(browser)
  try {
    await page.goto(`${origin}/books`)
    await waitUntilLive(page)
    if ((await shown(page).count()) !== books.length) throw new Error(`/books does not list its ${books.length} books`)
    // The phone folds the filters into one bar: opened as the reader does, before any answer is timed.
    await openFilters(page)
    await page.evaluate(() => window.answered?.splice(0))
    const genreMs = await choose(page, 'genre', genresOf(books), books)
    const formats = formatsOf(books, en.formats)
    const formatMs = formats.length > 1 ? await choose(page, 'format', formats, books) : []
    const { title } = books[Math.floor(books.length / 2)]
    await page.getByRole('searchbox', { name: 'Search by title' }).tap()
    await page.evaluate(() => window.answered?.splice(0))
    await page.keyboard.type(title, { delay: 150 })
    const keyMs = await answersFor(page, filterBooks(books, { ...everyBook, search: title }, en.formats).length)
    return { keyMs, genreMs, formatMs }
  } finally {
    await page.context().close()
  }
}
