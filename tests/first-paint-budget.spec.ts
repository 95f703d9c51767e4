// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { budgets } from '../tooling/budgets.ts'
import { firstPaint, sizeOf, total } from '../tooling/bundle-size.ts'
import { distDir } from './support/build.ts'
import { content } from './support/content.ts'
import { expect, test } from './support/test.ts'

const JS_BUDGET_GZIP = budgets.firstPaintJsGzip
const CSS_BUDGET_GZIP = budgets.firstPaintCssGzip
const STYLESHEET_BUDGET_GZIP = budgets.stylesheetGzip

test('the home page’s first paint loads at most 120 KB gzip of JS and 10 KB gzip of CSS, its stylesheet 12 KB', () => {
  const { scripts, styles, stylesheets } = firstPaint(distDir)
  expect(scripts.length).toBeGreaterThan(0)
  expect(styles.length).toBeGreaterThan(0)
  const lazyOnly = [
    /BookDetailsDialog/,
    /ChatPanel/,
    /ReadingScheduleDialog/,
    /EventsPage/,
    /workbox-window/,
    /supabase-client/,
    /NewsletterSection/,
  ]
  for (const pattern of lazyOnly)
    expect(
      scripts.filter(({ file }) => pattern.test(file)),
      `${pattern} loads on first use`,
    ).toEqual([])
  expect(total(scripts).gzip).toBeLessThanOrEqual(JS_BUDGET_GZIP)
  expect(total(styles).gzip).toBeLessThanOrEqual(CSS_BUDGET_GZIP)
  expect(stylesheets.length).toBe(1)
  expect(total(stylesheets).gzip).toBeLessThanOrEqual(STYLESHEET_BUDGET_GZIP)
})

test('the home page’s HTML is at most 30 KB gzip, however many books there are', () => {
  expect(sizeOf(distDir, 'index.html').gzip).toBeLessThanOrEqual(budgets.homeHtmlGzip)
})

// Every other kind of page: a book's page and, when the content has one, a sample chapter's.
const book = content.books.find((candidate) => candidate.sample) ?? content.books[0]
const otherPages = [`books/${book.slug}.html`, ...(book.sample ? [`books/${book.slug}/sample.html`] : [])]
for (const file of otherPages)
  test(`${file}’s first paint loads at most 120 KB gzip of JS and 10 KB gzip of CSS`, () => {
    const { scripts, styles } = firstPaint(distDir, file)
    expect(scripts.length).toBeGreaterThan(0)
    expect(
      scripts.filter(({ file: name }) =>
        /BookDetailsDialog|ChatPanel|SamplePage|samples-|NewsletterSection/.test(name),
      ),
    ).toEqual([])
    expect(total(scripts).gzip).toBeLessThanOrEqual(JS_BUDGET_GZIP)
    expect(total(styles).gzip).toBeLessThanOrEqual(CSS_BUDGET_GZIP)
  })

// A phone's first round trip brings TCP's initial window, ten segments of 1,460 bytes: the page's HTML within it,
// headers and all, paints a round trip sooner (Lighthouse's model of a slow phone counts it so). Hosts send it
// brotli-compressed, and so does `npm start`.
const FIRST_ROUND_TRIP = 10 * 1460
for (const path of ['/', `/books/${book.slug}`, ...(book.sample ? [`/books/${book.slug}/sample`] : [])])
  test(`${path} is sent brotli-compressed, within the first round trip`, async ({ request }) => {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.headers()['content-encoding']).toBe('br')
    const statusLine = `HTTP/1.1 ${response.status()} ${response.statusText()}\r\n`
    const headers = response.headersArray().reduce((sum, { name, value }) => sum + `${name}: ${value}\r\n`.length, 2)
    expect(statusLine.length + headers + Number(response.headers()['content-length'])).toBeLessThanOrEqual(
      FIRST_ROUND_TRIP,
    )
    expect(await response.text()).toContain('<meta name="prerendered"')
  })
