// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// Every control a reader taps on a phone is at least 44 px in both directions.
import { content } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { seriesLinesApart } from './support/series-line.ts'
import { openSiteMenu, siteLink } from './support/site-nav.ts'
import { expect, test } from './support/test.ts'

const [book] = content.books
const [series] = content.series
const pages = [
  '/',
  '/books',
  ...(series ? [`/series/${series.slug}`] : []),
  `/books/${book.slug}`,
  ...(book.sample ? [`/books/${book.slug}/sample`] : []),
  '/no/such/page',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
]

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })

for (const path of pages)
  test(`${path} at 360×640: every link, button and field is at least 44×44 px`, async ({ page }) => {
    await page.goto(path)
    await waitUntilLive(page)
    // The header's links are behind its menu on a phone: open, they are measured too.
    await openSiteMenu(page)
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')]
        .filter((target) => {
          const box = target.getBoundingClientRect()
          // Laid out and reachable (the honeypot is neither).
          if (box.width === 0 || target.tabIndex < 0 || target.closest('[aria-hidden="true"]')) return false
          return box.width < 44 || box.height < 44
        })
        .map((target) => {
          const box = target.getBoundingClientRect()
          const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim()
          return `${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`
        }),
    )
    expect(small).toEqual([])
    // A series' link, 44 px high, still wraps as words: "Book 2 of" never left alone above it.
    expect(await page.evaluate(seriesLinesApart), 'series lines').toEqual([])
  })

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false })
  for (const path of ['/', '/books'])
    test(`${path} at 1440×900: "Book N of" on the line its series' name starts, before the app runs and after`, async ({
      page,
    }) => {
      // The reader reads the prerendered lines first: checked with the app held back, then once it has them.
      const release = await holdApp(page)
      await page.goto(path)
      expect(await page.evaluate(seriesLinesApart), 'before the app runs').toEqual([])
      release()
      await waitUntilLive(page)
      expect(await page.evaluate(seriesLinesApart), 'once live').toEqual([])
    })
})

test('the links measured in the review are now 44 px high: the header\'s way to the books and "Back to the book"', async ({
  page,
}) => {
  await page.goto(`/books/${book.slug}`)
  const books = await siteLink(page, 'Books')
  expect((await books.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  test.skip(!book.sample, 'this book has no sample chapter')
  await page.goto(`/books/${book.slug}/sample`)
  const back = page.getByRole('link', { name: 'Back to the book' })
  expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(44)
})
