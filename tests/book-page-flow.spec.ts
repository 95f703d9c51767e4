// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// A book's page read down to its end, as the eighth designer review did (issue 46): a book still to come offers its
// release alert right under its pre-order, the page's next section follows the article at the usual gap, the phone's
// buy bar steps away there, and the books offered where a reader stops (a page's end, a post's end) say whole sentences.
// (The home's covers filling their cards: front-door.spec.ts.)
import type { Page } from '@playwright/test'
import { blurb } from '#src/content/blurb.ts'
import { fill } from '#src/content/words.ts'
import { linkedBooks, publishedPosts } from '../tooling/content/news.ts'
import { content, storeBuy, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { newsletter } from './support/newsletter-form.ts'
import { ownBook } from './support/own-book.ts'
import { expect, test } from './support/test.ts'
import { withoutTheWorker } from './support/without-the-worker.ts'

test.use(withoutTheWorker)

const { site } = content
// The soonest book still to come, whose page takes the alert; else a book out, for the page's flow alone.
const coming = content.books
  .filter((book) => book.release?.forthcoming)
  .sort((a, b) => (a.release?.day ?? '').localeCompare(b.release?.day ?? ''))[0]
const book = coming ?? content.books[0]
const takesAlert = Boolean(coming && newsletter)
const alertOf = (page: Page) => page.getByRole('region', { name: words.newsletter.alertHeading })
const preOrder = (page: Page) =>
  ownBook(page)
    .getByRole('link', { name: storeBuy(book, book.editions[0].buy[0]).words, exact: true })
    .filter({ visible: true })
    .first()
const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!

/** Each book a strip offers on the page, with the words it shows: the summary's whole sentences, never an ellipsis. */
async function expectWholeBlurbs(page: Page, titles: readonly string[]) {
  expect(titles.length).toBeGreaterThan(0)
  for (const title of titles) {
    const offered = content.books.find((one) => one.title === title)!
    const lines = blurb(offered.summary, offered.language ?? site.language)
    expect(lines).not.toMatch(/…$/)
    await expect(page.getByText(lines, { exact: true })).toBeVisible()
  }
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a book still to come has its alert in the text’s column under the pre-order, before the app and after; the strips say whole sentences', async ({
    page,
  }) => {
    const startApp = await holdApp(page)
    await page.goto(`/books/${book.slug}`)
    const title = page.getByRole('heading', { level: 1 })
    const about = page.getByRole('heading', { name: words.details.about })
    const placeOfAlert = async () => {
      const alert = await box(alertOf(page))
      const heading = await box(title)
      const buy = await box(preOrder(page))
      const share = await box(page.getByRole('button', { name: fill(words.share.shareBook, { title: book.title }) }))
      const cover = await box(ownBook(page).locator('img').first())
      // The title's left edge, beside the cover; the block after the pre-order's (its last line Share), before the text.
      expect(Math.abs(alert.x - heading.x)).toBeLessThanOrEqual(1)
      expect(alert.x).toBeGreaterThan(cover.x + cover.width)
      expect(share.y).toBeGreaterThan(buy.y + buy.height)
      expect(alert.y).toBeGreaterThanOrEqual(share.y + share.height)
      expect(alert.y - (share.y + share.height)).toBeLessThanOrEqual(32)
      expect(alert.y + alert.height).toBeLessThanOrEqual((await box(about)).y)
      // Compact beside the cover (review 9): the field and its button on one row, the card drawn no taller than
      // ~130 px, so the book's summary starts on the first screen, three of its lines seen.
      const field = await box(alertOf(page).getByRole('textbox'))
      const send = await box(alertOf(page).getByRole('button', { name: words.newsletter.alertSubscribe }))
      expect(Math.abs(field.y + field.height / 2 - (send.y + send.height / 2))).toBeLessThanOrEqual(1)
      expect(send.x).toBeGreaterThan(field.x + field.width)
      const card = await alertOf(page).evaluate((alert) =>
        Number.parseFloat(getComputedStyle(alert, '::before').height),
      )
      expect(card).toBeLessThanOrEqual(132)
      const lede = ownBook(page).getByText(book.summary, { exact: true })
      const summary = await box(lede)
      const line = await lede.evaluate((text) => Number.parseFloat(getComputedStyle(text).lineHeight))
      expect(summary.y + 3 * line).toBeLessThanOrEqual(900)
      return { ...alert, card, summary: summary.y }
    }
    const before = takesAlert ? await placeOfAlert() : undefined
    startApp()
    await waitUntilLive(page)
    if (before) expect(await placeOfAlert()).toEqual(before)

    // The book offered at the page's end (once the app runs), and each post's.
    const stripTitles = (scope: ReturnType<Page['locator']>) =>
      scope.locator('p > a[href^="/books/"]').allTextContents()
    const pageEnd = page.locator('main > :not(article)')
    await pageEnd.last().scrollIntoViewIfNeeded()
    await expect(pageEnd.locator('p > a[href^="/books/"]').first()).toBeVisible()
    await expectWholeBlurbs(page, await stripTitles(pageEnd))
    const post = publishedPosts(content.news).find(
      (one) => linkedBooks(one.text.links, content.books, site.url).length > 0,
    )
    if (post) {
      await page.goto(`/news/${post.slug}`)
      await waitUntilLive(page)
      const offered = linkedBooks(post.text.links, content.books, site.url).map((one) => one.title)
      await expectWholeBlurbs(page, offered)
    }
  })
})

for (const viewport of [{ width: 390, height: 844 }]) {
  test(`at ${viewport.width}×${viewport.height}, the alert is a screen from the pre-order, the next section follows the article at the section gap, and the buy bar steps away at the article's end`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(`/books/${book.slug}`)
    await waitUntilLive(page)
    if (takesAlert) {
      // Under the cover, which keeps its place on the first screen; within a screen of the pre-order.
      const alert = await box(alertOf(page))
      const buy = await box(preOrder(page))
      const cover = await box(ownBook(page).locator('img').first())
      expect(alert.y).toBeGreaterThanOrEqual(cover.y + cover.height)
      expect(alert.y - (buy.y + buy.height)).toBeLessThan(viewport.height)
    }
    const bar = page.locator('[data-buy-bar]')
    // The article's: the sections after it may grow as they load near the reader.
    const articleHeight = () =>
      page.locator('main > article').evaluate((article) => article.getBoundingClientRect().height)
    // Once the choice under the title has scrolled away, the article still below: the bar shows, over the page,
    // taking no room.
    const height = await articleHeight()
    await page
      .getByRole('button', { name: fill(words.share.shareBook, { title: book.title }) })
      .evaluate((share) => window.scrollTo(0, window.scrollY + share.getBoundingClientRect().top))
    await expect(bar).toBeVisible()
    expect(await articleHeight()).toBe(height)
    // At the article's end: the bar has stepped away, and what follows starts at the section gap (48 px), no more.
    await page.locator('main > article').evaluate((article) => {
      article.scrollIntoView({ block: 'end' })
      window.scrollBy(0, 100)
    })
    await expect(bar).toBeHidden()
    expect(await articleHeight()).toBe(height)
    const gap = await page.locator('main > article').evaluate((article) => {
      const end = article.firstElementChild!.getBoundingClientRect().bottom
      let next = article.nextElementSibling
      while (next && !next.querySelector('h2, nav a')) next = next.nextElementSibling
      const first = next?.querySelector('h2, nav a')
      return first && first.getBoundingClientRect().top - end
    })
    if (gap !== null) {
      expect(gap).toBeGreaterThanOrEqual(40)
      expect(gap).toBeLessThanOrEqual(56)
    }
  })
}
