// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { seriesPlace } from '#src/content/series-place.ts'
import { fill } from '#src/content/words.ts'
import { bookCard, tapViewDetails } from './support/book-card.ts'
import { box } from './support/box.ts'
import { cardBuy, content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { tabTo } from './support/keyboard.ts'
import { waitUntilLive } from './support/live.ts'
import { expectOneColumn } from './support/one-column.ts'
import { ownBook } from './support/own-book.ts'
import { errorsOf } from './support/page-errors.ts'
import { cardBook } from './support/page-kinds.ts'
import { rowHole } from './support/row-hole.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Page, test } from './support/test.ts'

const withSample = cardBook
const bookPath = `/books/${withSample.slug}`

async function expectBookPage(page: Page, book = withSample) {
  await expect(page).toHaveURL(new RegExp(`/books/${book.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
  await expect(page).toHaveTitle(new RegExp(`^${book.title} — `))
}

// One tab from address to address, each test loading its own, but the way to the sample: it goes on from the book's
// page the test before left live, as a load of it leaves it.
test.describe(() => {
  const shared = sharedPage(async () => {})

  test('a book’s address opens its page, which hydrates without an error and survives a refresh', async () => {
    const page = shared()
    const errors = errorsOf(page)
    await page.goto(bookPath)
    await waitUntilLive(page)
    await expectBookPage(page)
    await expect(page.getByText(withSample.summary, { exact: true })).toBeVisible()
    await expect(
      ownBook(page).getByRole('link', { name: new RegExp(`^Buy on ${withSample.editions[0].buy[0].retailer}`) }),
    ).toBeVisible()
    await page.reload()
    await waitUntilLive(page)
    await expectBookPage(page)
    expect(errors).toEqual([])
  })

  test('the book’s page leads to its sample chapter and back', async () => {
    test.skip(!withSample.sample, 'the content has no sample chapter')
    const page = shared()
    // Run alone, it loads the book's page itself.
    if (new URL(page.url(), 'http://localhost').pathname !== bookPath) {
      await page.goto(bookPath)
      await waitUntilLive(page)
    }
    await ownBook(page).getByRole('link', { name: 'Read a sample' }).click()
    await expect(page).toHaveURL(new RegExp(`${bookPath}/sample$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withSample.sample?.title ?? '')
    await page.getByRole('link', { name: 'Back to the book' }).click()
    await expectBookPage(page)
  })

  test('a sample’s address opens the chapter, which hydrates without an error; no link on it claims to be the page', async () => {
    test.skip(!withSample.sample, 'the content has no sample chapter')
    const page = shared()
    const errors = errorsOf(page)
    await page.goto(`${bookPath}/sample`)
    await waitUntilLive(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withSample.sample?.title ?? '')
    await expect(page).toHaveTitle(new RegExp(` — ${withSample.title} — `))
    await expect(page.getByRole('link', { name: withSample.title, exact: true })).toHaveAttribute('href', bookPath)
    await expect(page.locator('a[aria-current="page"]')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  // `constructor` names what every object has: a lookup by slug in a plain object would find it.
  for (const path of [
    '/books/no-such-book',
    '/books/no-such-book/sample',
    '/books/constructor',
    '/books/constructor/sample',
  ]) {
    test(`an unknown book (${path}) is the 404 page`, async () => {
      const page = shared()
      await page.goto(path)
      await expect(page.getByText('Oops! Page not found')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
    })
  }

  test('a book without a sample has no sample page', async () => {
    const without = content.books.find((book) => !book.sample)
    test.skip(!without, 'every book has a sample chapter')
    const page = shared()
    await page.goto(`/books/${without?.slug}/sample`)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })
})

test('“View Details” on a card still opens the dialog, whose link leads to the book’s page; back and forward work', async ({
  page,
}) => {
  await page.goto('/')
  await waitUntilLive(page)
  const card = bookCard(page, withSample.title)
  // The card's summary is the home's prose: the book page's long text reads in the same face.
  const homeProse = await card
    .getByText(withSample.summary, { exact: true })
    .evaluate((p) => getComputedStyle(p).fontFamily)
  await tapViewDetails(card)
  const dialog = page.getByRole('dialog', { name: withSample.title })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await dialog.getByRole('link', { name: 'Open the book’s page' }).click()
  await expectBookPage(page)
  const about = page.getByRole('region', { name: words.details.about })
  for (const prose of [page.getByText(withSample.summary, { exact: true }), about.locator('p').first()])
    await expect(prose).toHaveCSS('font-family', homeProse)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle(content.site.title)
  // Back where the reader was: at the card, not the top of the page.
  await expect(bookCard(page, withSample.title)).toBeInViewport()
  await page.goForward()
  await expectBookPage(page)
})

test('a book’s page opens at its top, and back lands on the card at once, not scrolling through the home', async ({
  page,
}) => {
  await page.goto('/')
  await waitUntilLive(page)
  const card = bookCard(page, withSample.title)
  await tapViewDetails(card)
  const place = await page.evaluate(() => scrollY)
  await page.getByRole('dialog', { name: withSample.title }).getByRole('link', { name: 'Open the book’s page' }).click()
  await expectBookPage(page)
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  await page.evaluate(() => {
    const positions: number[] = []
    Object.assign(window, { scrollPositions: positions })
    addEventListener('scroll', () => positions.push(scrollY))
  })
  await page.goBack()
  await expect(card).toBeInViewport()
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(place)
  const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions)
  // Where a smooth scroll would pass on its way down; the book page's own top may still report late.
  expect(positions.filter((position) => position > 0 && position < place)).toEqual([])
})

test('by keyboard alone: the dialog’s link to the book’s page, then the sample and back home', async ({ page }) => {
  test.skip(!withSample.sample, 'the content has no sample chapter')
  await page.goto('/')
  await waitUntilLive(page)
  await tabTo(page, 'Explore Books')
  await page.keyboard.press('Enter')
  const card = bookCard(page, withSample.title)
  // Tab on from card to card until the focus is on this book's "View Details".
  await expect(async () => {
    await tabTo(page, 'View Details')
    await expect(card.getByRole('link', { name: 'View Details' })).toBeFocused({ timeout: 100 })
  }).toPass()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: withSample.title })).toBeVisible()
  await tabTo(page, 'Open the book’s page')
  await page.keyboard.press('Enter')
  await expectBookPage(page)
  await tabTo(page, 'Read a sample')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withSample.sample?.title ?? '')
  await tabTo(page, content.author.name)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
})

// The page of a book with no next in its series, loaded once: read at 1440, then at 390, where the last test leaves it.
const alone = content.books.find((book) => !seriesPlace(book.slug, content.series)?.next)
const others = content.books.filter((book) => book !== alone)
test.describe(() => {
  const endOfBook = sharedPage(async (page) => {
    if (!alone || others.length === 0) return
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/books/${alone.slug}`)
    await waitUntilLive(page)
  })

  test('at 1440 a book’s page ends on a full row: beside the book it offers, more of the author’s, by cover and title', async () => {
    test.skip(!alone || others.length < 3, 'no two books left to shelve beside the one offered')
    const page = endOfBook()
    await page.setViewportSize({ width: 1440, height: 900 })
    const more = page.getByRole('region', { name: fill(words.books.moreBy, { name: content.author.name }) })
    await expect(more.getByRole('listitem')).toHaveCount(Math.min(others.length - 1, 3))
    for (const item of await more.getByRole('listitem').all()) {
      const title = await item.textContent()
      const shelved = others.find((book) => book.title === title)
      expect(shelved, `${title} among ${others.map((book) => book.title)}`).toBeDefined()
      await expect(item.getByRole('link', { name: title ?? '', exact: true })).toHaveAttribute(
        'href',
        `/books/${shelved?.slug}`,
      )
    }
    // Its heading spans the page's column; the row under it leaves no more than a gutter of it empty (a lone card left 384 px).
    expect(await rowHole(more)).toBeLessThanOrEqual(64)
    // The shelf ends where the card does, its covers' tops level with the card's cover, wherever a cover the column's
    // width leaves room for its title under it (three covers beside the card are narrower than that).
    const card = await box(more.locator('h2 + div > div > div').first())
    const cardCover = await box(more.locator('a[tabindex="-1"]:not(li a)'))
    const items = await more.getByRole('listitem').evaluateAll((shelved) =>
      shelved.map((item) => {
        const cover = item.querySelector('a')?.getBoundingClientRect()
        const { width, bottom } = item.getBoundingClientRect()
        return { width, bottom, coverTop: cover?.top ?? 0 }
      }),
    )
    for (const item of items) expect(Math.abs(item.coverTop - cardCover.y)).toBeLessThanOrEqual(1)
    const cardEnd = card.y + card.height
    // A title's 44 px tap target and the 8 px over it, under a cover as wide as the column.
    if (items[0].width * 1.5 + 52 >= cardEnd - cardCover.y) {
      const shelfEnd = Math.max(...items.map((item) => item.bottom))
      expect(Math.abs(shelfEnd - cardEnd), `the shelf ends at ${shelfEnd}, the card at ${cardEnd}`).toBeLessThanOrEqual(
        1,
      )
    }
  })

  test('a book’s page with no next in a series ends with another of the author’s books, one out now after a pre-order, once the app runs', async () => {
    test.skip(!alone || others.length === 0, 'every book has a next in its series, or the author has one book')
    const page = endOfBook()
    await page.setViewportSize({ width: 390, height: 844 })
    const more = page.getByRole('region', { name: fill(words.books.moreBy, { name: content.author.name }) })
    // The strip's links: the shelf beside it lists more of the author's books, by cover and title alone.
    const titles = await more.locator('a:not(li a)').allTextContents()
    const offered = others.find((book) => titles.includes(book.title))
    expect(offered, `one of ${others.map((book) => book.title)} among ${titles}`).toBeDefined()
    if (alone?.release?.forthcoming && others.some((book) => !book.release?.forthcoming))
      expect(offered?.release?.forthcoming).toBeFalsy()
    const buy = cardBuy(offered ?? others[0])
    await expect(more.getByRole('link', { name: buy.words, exact: true })).toHaveAttribute('href', buy.url)
    await more.getByRole('link', { name: offered?.title, exact: true }).click()
    await expectBookPage(page, offered)
  })
})

test('at 390 and 1440 a book’s text keeps one measure: its summary, description, themes, reviews and editions end at one edge, and from 1024 its cover stays in view as the text is read, from the HTML alone', async ({
  page,
}) => {
  // The text's column: the one holding the book's titled parts.
  const column = 'main article div:has(> section > h2)'
  await holdApp(page)
  await page.goto(bookPath)
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expectOneColumn(page, `${column}, ${column} > *, ${column} > section > *, ${column} figure`)
  }
  // Beside the text the cover is held in view: scrolled to the text's middle, the whole of it is on the screen.
  const cover = page.locator('main article').getByRole('region', {
    name: fill(words.details.images, { title: withSample.title }),
  })
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    await page
      .locator(column)
      .first()
      .evaluate((text) => {
        const { top, height } = text.getBoundingClientRect()
        window.scrollBy(0, top + height / 2 - window.innerHeight / 2)
      })
    const { y, height } = await box(cover)
    expect(y, `the cover's top at ${viewport.width}`).toBeGreaterThanOrEqual(0)
    expect(y + height, `the cover's bottom at ${viewport.width}`).toBeLessThanOrEqual(viewport.height)
  }
})
