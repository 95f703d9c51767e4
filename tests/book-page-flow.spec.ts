// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// A book's page read down to its end, as the eighth designer review did (issue 46): a book still to come offers its
// release alert right under its pre-order, the page's next section follows the article at the usual gap, the phone's
// buy bar steps away there, and the books offered where a reader stops (a page's end, a post's end) say whole sentences,
// in a few lines on a phone (the home card's shape), a lone one in the middle of a wide page.
// (The home's covers filling their cards: front-door.spec.ts.)
import type { Page } from '@playwright/test'
import { blurb } from '#src/content/blurb.ts'
import { seriesPlace } from '#src/content/series-place.ts'
import { fill } from '#src/content/words.ts'
import { linkedBooks, publishedPosts } from '../tooling/content/news.ts'
import { box } from './support/box.ts'
import { cardBuy, content, storeBuy, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { newsletter, uniqueReader } from './support/newsletter-form.ts'
import { ownBook } from './support/own-book.ts'
import { expect, test } from './support/test.ts'

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
    if (before) {
      // An address it cannot take: the problem is said in the consent's place, inside the card as drawn, so the card
      // keeps no room for it below and neither it nor the section moves.
      const alert = alertOf(page)
      await alert.getByRole('textbox').fill('no-at-sign')
      await alert.getByRole('button', { name: words.newsletter.alertSubscribe }).click()
      const problem = alert.locator('#release-alert-email-error')
      await expect(problem).not.toBeEmpty()
      const edge = await alert.evaluate((section) => {
        const drawn = getComputedStyle(section, '::before')
        return section.getBoundingClientRect().bottom - Number.parseFloat(drawn.bottom)
      })
      const said = await box(problem)
      expect(said.y + said.height).toBeLessThanOrEqual(edge + 1)
      expect(await placeOfAlert()).toEqual(before)
      // The room kept under the card for the status is its three lines in the card's small type: the card
      // ends at most three column gaps over the summary, and the longest thing the status says (the form reaches no
      // one, and where to write instead) fits there: the card takes it in, and neither the alert nor the summary moves.
      const status = alert.getByRole('status')
      const gap = before.summary - (before.y + before.height)
      expect(before.summary - (before.y + before.card)).toBeLessThanOrEqual(3 * gap + 1)
      await page.route('**/functions/v1/newsletter-subscribe', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>A host with no functions</title>' }),
      )
      await alert.getByRole('textbox').fill(uniqueReader())
      await alert.getByRole('button', { name: words.newsletter.alertSubscribe }).click()
      await expect(status).toContainText(words.newsletter.unconnected)
      const [section, told] = [await box(alert), await box(status)]
      expect(told.y + told.height).toBeLessThanOrEqual(section.y + section.height + 1)
      expect(section).toEqual({ x: before.x, y: before.y, width: before.width, height: before.height })
      expect((await box(ownBook(page).getByText(book.summary, { exact: true }))).y).toBe(before.summary)
    }

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
  test(`at ${viewport.width}×${viewport.height}, the alert is on the summary’s screen, the next section follows the article at the section gap, and the buy bar steps away at the article's end`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(`/books/${book.slug}`)
    await waitUntilLive(page)
    if (takesAlert) {
      // Under the cover, which keeps its place on the first screen; after the summary, on one screen with
      // it down to its field: the pitch and the ask read together.
      const alert = await box(alertOf(page))
      const field = await box(alertOf(page).getByRole('textbox'))
      const summary = await box(ownBook(page).getByText(book.summary, { exact: true }))
      const cover = await box(ownBook(page).locator('img').first())
      expect(alert.y).toBeGreaterThanOrEqual(cover.y + cover.height)
      expect(field.y + field.height - summary.y).toBeLessThan(viewport.height)
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

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} a book still to come says what it is before it asks: its alert after the summary, on the screen as in the page's order`, async ({
    page,
  }) => {
    test.skip(!takesAlert, 'no book still to come, or no newsletter to take its alert')
    await page.setViewportSize(viewport)
    const startApp = await holdApp(page)
    await page.goto(`/books/${book.slug}`)
    const alert = alertOf(page)
    const lede = ownBook(page).getByText(book.summary, { exact: true })
    // As the page first arrives, and once the app runs.
    for (const stage of ['before the app runs', 'once it runs']) {
      if (stage === 'once it runs') {
        startApp()
        await waitUntilLive(page)
      }
      // Read in this order by a screen reader as by an eye: the pitch, then the ask, then the book's text.
      expect(
        await lede.evaluate(
          (text, section) => Boolean(text.compareDocumentPosition(section!) & 4),
          await alert.elementHandle(),
        ),
        stage,
      ).toBe(true)
      const [summary, ask, about] = [
        await box(lede),
        await box(alert),
        await box(page.getByRole('heading', { name: words.details.about })),
      ]
      expect(ask.y, stage).toBeGreaterThanOrEqual(summary.y + summary.height)
      expect(ask.y + ask.height, stage).toBeLessThanOrEqual(about.y)
    }
  })
}

/** A book whose page ends offering one book with no shelf beside it: a two-book author's, or a series' last but one. */
const loneStripBook = content.books.find((book) => {
  const place = seriesPlace(book.slug, content.series)
  return place?.next ? place.position + 1 === place.series.books.length : content.books.length === 2
})
/** The page's end strip: the region after the book's article offering a book by its title. */
const endStrip = (page: Page) =>
  page.locator('main section:not(article section)').filter({ has: page.locator('p > a[href^="/books/"]') })

test('at 1440 a strip with no shelf beside it stands in the middle of the page’s column, its heading over it', async ({
  page,
}) => {
  test.skip(!loneStripBook, 'every book page’s strip has a shelf beside it')
  await page.setViewportSize({ width: 1440, height: 900 })
  // The page's end strip is drawn once the app runs.
  await page.goto(`/books/${loneStripBook?.slug}`)
  await waitUntilLive(page)
  const strip = endStrip(page)
  await expect(strip.getByRole('list')).toHaveCount(0)
  const column = await box(page.locator('main article'))
  const heading = await box(strip.getByRole('heading'))
  const card = await box(strip.locator('h2 + div > div').first())
  const [start, end] = [card.x - column.x, column.x + column.width - (card.x + card.width)]
  expect(Math.abs(start - end), `${start} left of it, ${end} right`).toBeLessThanOrEqual(1)
  expect(Math.abs(heading.x - card.x)).toBeLessThanOrEqual(1)
})

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} a book page’s strip is the home card’s shape: the cover beside its title, the summary under both at the card’s width`, async ({
    page,
  }) => {
    const ending = content.books.find(
      (book) => content.books.length > 1 || seriesPlace(book.slug, content.series)?.next,
    )
    test.skip(!ending, 'the author’s one book ends on no strip')
    await page.setViewportSize(viewport)
    // The page's end strip is drawn once the app runs.
    await page.goto(`/books/${ending?.slug}`)
    await waitUntilLive(page)
    const strip = endStrip(page)
    const title = strip.locator('p > a[href^="/books/"]').first()
    await title.scrollIntoViewIfNeeded()
    const offered = await title.textContent()
    const book = content.books.find((one) => one.title === offered)!
    const hook = strip.getByText(blurb(book.summary, book.language ?? content.site.language), { exact: true })
    const cover = await box(strip.getByRole('link', { name: fill(words.books.cover, { title: book.title }) }).first())
    const [titleBox, hookBox] = [await box(title), await box(hook)]
    const buy = await box(strip.getByRole('link', { name: cardBuy(book).words, exact: true }))
    expect(titleBox.x).toBeGreaterThanOrEqual(cover.x + cover.width)
    // Under the cover and as wide as the card's inside, the cover's edge to the Buy's: a few lines, not nine.
    expect(hookBox.y).toBeGreaterThanOrEqual(cover.y + cover.height)
    expect(Math.abs(hookBox.x - cover.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(hookBox.x + hookBox.width - (buy.x + buy.width))).toBeLessThanOrEqual(1)
    const line = await hook.evaluate((text) => Number.parseFloat(getComputedStyle(text).lineHeight))
    expect(Math.round(hookBox.height / line)).toBeLessThanOrEqual(6)
    // Read as before: its title, its words, then its Buy.
    expect(buy.y).toBeGreaterThan(hookBox.y + hookBox.height)
  })
}
