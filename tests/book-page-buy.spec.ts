// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { storeAnchor } from '#src/content/store-anchor.ts'
import { regionStores, storeRegions, storesFor } from '#src/content/stores.ts'
// A book's page sells its book: Buy and the sample under the title on a phone's first screen, even before the app
// runs; one format chosen at a time; on wide screens the block under the title, the cover held in view as the text scrolls.
import { fill } from '#src/content/words.ts'
import { buyLabelBreaks } from './support/buy-label-lines.ts'
import { content, formatRadioName, storeBuy, words } from './support/content.ts'
import { holdApp, startAndWaitUntilLive } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { ownBook } from './support/own-book.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

const { site } = content
const hasChoice = (book: (typeof content.books)[number]) =>
  book.editions.length > 1 && book.editions.every((edition) => edition.format)
// A book with a sample for the first screen; one with a choice of formats, and the most stores, for the choice.
const withSample = content.books.find((book) => book.sample) ?? content.books[0]
const withFormats = content.books
  .filter(hasChoice)
  .sort((a, b) => b.editions.flatMap((e) => e.buy).length - a.editions.flatMap((e) => e.buy).length)[0]
type Book = (typeof content.books)[number]
// The words of an edition's first store in the site's country, as the book's page says them.
const buyFor = (book: Book, edition: Book['editions'][number]) =>
  storeBuy(book, storesFor(edition.buy, site.region)[0]).words
const buyLink = (page: Page, book = withSample) =>
  ownBook(page)
    .getByRole('link', { name: buyFor(book, book.editions[0]), exact: true })
    .filter({ visible: true })
const sampleLink = (page: Page) => ownBook(page).getByRole('link', { name: words.books.sample, exact: true })

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height}, Buy and Read a sample are both on the first screen, Share the buy block's last line, before the app runs`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const startApp = await holdApp(page)
    await page.goto(`/books/${withSample.slug}`)
    await expect(buyLink(page)).toBeInViewport({ ratio: 1 })
    // One Share on the page, with the book's own actions: under Buy and the sample, over the cover.
    const share = page.getByRole('button', { name: fill(words.share.shareBook, { title: withSample.title }) })
    await expect(share).toHaveCount(1)
    const shareBox = (await share.boundingBox())!
    for (const above of [buyLink(page), sampleLink(page)].slice(0, withSample.sample ? 2 : 1)) {
      const box = (await above.boundingBox())!
      expect(shareBox.y).toBeGreaterThanOrEqual(box.y + box.height)
    }
    const cover = (await page.getByRole('article').locator('img').first().boundingBox())!
    expect(shareBox.y + shareBox.height).toBeLessThanOrEqual(cover.y)
    if (withSample.sample) {
      await expect(sampleLink(page)).toBeInViewport({ ratio: 1 })
      // Under the title, together: no more than a row apart.
      const buy = (await buyLink(page).boundingBox())!
      const sample = (await sampleLink(page).boundingBox())!
      expect(sample.y - (buy.y + buy.height)).toBeLessThanOrEqual(24)
      // A tap works as HTML: it leads to the sample before the app has run.
      await sampleLink(page).click()
      await expect(page).toHaveURL(new RegExp(`/books/${withSample.slug}/sample$`))
    } else await expect(sampleLink(page)).toHaveCount(0)
    startApp()
  })
}

test('a book without a sample offers none beside its Buy', async ({ page }) => {
  const without = content.books.find((book) => !book.sample)
  test.skip(!without, 'every book has a sample chapter')
  await page.goto(`/books/${without!.slug}`)
  await waitUntilLive(page)
  await expect(buyLink(page, without)).toBeVisible()
  await expect(sampleLink(page)).toHaveCount(0)
})

/** The format choice under the title: a radio group named "Format". */
const formats = (page: Page) => page.locator('article').getByRole('group', { name: words.catalogue.format })
type Edition = (typeof content.books)[number]['editions'][number]
const formatRadio = (scope: Locator, edition: Edition) =>
  scope.getByRole('radio', { name: formatRadioName(edition), exact: true })

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the formats are one choice: a radio each, named with its price, one filled Buy for the chosen', async ({
      page,
    }) => {
      test.skip(!withFormats, 'no book of this author’s has two formats')
      await page.goto(`/books/${withFormats.slug}`)
      await waitUntilLive(page)
      const group = formats(page)
      const radios = group.getByRole('radio')
      await expect(radios).toHaveCount(withFormats.editions.length)
      for (const [index, edition] of withFormats.editions.entries()) {
        const radio = formatRadio(group, edition)
        await expect(radio).toBeChecked({ checked: index === 0 })
        // Every segment is a whole tap target.
        const box = (await radio.boundingBox())!
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
      }
      // One filled Buy at a time: the chosen format's.
      await expect(
        page.getByRole('link', { name: buyFor(withFormats, withFormats.editions[0]), exact: true }),
      ).toHaveCount(1)
      const last = withFormats.editions.at(-1)!
      await formatRadio(group, last).click()
      await expect(
        page.getByRole('link', { name: buyFor(withFormats, last), exact: true }).filter({ visible: true }),
      ).toHaveCount(1)
      if (buyFor(withFormats, last) !== buyFor(withFormats, withFormats.editions[0]))
        await expect(
          page.getByRole('link', { name: buyFor(withFormats, withFormats.editions[0]), exact: true }),
        ).toHaveCount(0)
      // "Also at" under each format's Buy, in each country the book's stores name (its anchor picks it as the picker
      // does): only the country's own stores, never a price in another currency; no label over an empty list; a single
      // store right after its label, a word's space away.
      const buys = withFormats.editions.map((edition) => edition.buy)
      for (const region of storeRegions(buys.flat(), site.region)) {
        await page.goto('about:blank')
        await page.goto(`/books/${withFormats.slug}#${storeAnchor(region)}`)
        await waitUntilLive(page)
        const own = buys.flat().find((link) => link.price && link.regions.includes(region))?.price?.currency
        const foreign = buys
          .flat()
          .flatMap((link) => (link.price && own && link.price.currency !== own ? [link.price.text] : []))
        for (const [index, edition] of withFormats.editions.entries()) {
          // Its name carries the region’s price: picked by its place.
          await formats(page).getByRole('radio').nth(index).click()
          const { others } = regionStores(buys, index, region)
          const also = page.locator('article').getByRole('list', { name: words.store.alsoAt, exact: true })
          const label = page.locator('article').getByText(words.store.alsoAt, { exact: true }).filter({ visible: true })
          if (others.length === 0) {
            await expect(label, `${region}, ${edition.format}: no other store`).toHaveCount(0)
            continue
          }
          const items = also.filter({ visible: true }).getByRole('listitem')
          await expect(items).toHaveCount(others.length)
          for (const [at, link] of others.entries()) await expect(items.nth(at)).toContainText(link.retailer)
          for (const text of foreign) await expect(also.filter({ visible: true })).not.toContainText(text)
          if (others.length === 1) {
            const gap = await label.evaluate((span) => {
              // Either way of writing: the space between the label's box and the list's.
              const [a, b] = [span, span.nextElementSibling!].map((one) => one.getBoundingClientRect())
              return Math.max(b.left - a.right, a.left - b.right)
            })
            expect(gap, `${region}, ${edition.format}: one store a word’s space after its label`).toBeLessThanOrEqual(5)
          }
        }
      }
    })

    test('a format chosen before the app runs stays chosen once it does', async ({ page }) => {
      test.skip(!withFormats, 'no book of this author’s has two formats')
      const startApp = await holdApp(page)
      await page.goto(`/books/${withFormats.slug}`)
      const second = withFormats.editions[1]
      await formatRadio(formats(page), second).click()
      await expect(page.getByRole('link', { name: buyFor(withFormats, second), exact: true })).toBeVisible()
      startApp()
      await waitUntilLive(page)
      await expect(formatRadio(formats(page), second)).toBeChecked()
      await expect(page.getByRole('link', { name: buyFor(withFormats, second), exact: true })).toBeVisible()
    })
  })
}

/** The book whose page the tests of formats, Buy and the store picker read: one with formats, else one with a sample. */
const blockBook = withFormats ?? withSample

const blockTitle = (viewport: { width: number; height: number }) =>
  `at ${viewport.width}×${viewport.height}, the formats, Buy and sample are one block under the title, held still as the app starts; the cover stays in view while the text scrolls`

/** `page` shows `blockBook`'s page as built, at its size, its code held until `startApp`. */
async function expectOneBlock(page: Page, startApp: () => void) {
  const book = blockBook
  const cover = page
    .getByRole('region', { name: fill(words.details.images, { title: book.title }) })
    .locator('img')
    .first()
  // Whole, but for the subpixel a cover's edge may sit on.
  const whole = { ratio: 0.99 }
  const title = ownBook(page).getByRole('heading', { level: 1 })
  const buy = buyLink(page, book)
  const sample = sampleLink(page)
  // The block a reader sees: each format, the Buy, the sample, the store picker.
  const block = [
    buy,
    formats(page).getByRole('radio').filter({ visible: true }),
    sample,
    page.locator('article details:visible summary').filter({ hasText: words.store.store }),
  ]
  await expect(cover).toBeInViewport(whole)
  await expect(buy).toBeInViewport({ ratio: 1 })
  const boxes = async () => {
    const all = []
    for (const part of [cover, title, ...block])
      for (const one of await part.all()) all.push((await one.boundingBox())!)
    return all
  }
  const asPrerendered = await boxes()
  const [coverBox, titleBox, buyBox] = asPrerendered
  const article = (await ownBook(page).boundingBox())!
  // In the text's column, under the title: beside the cover, never under it (the formats ran past a narrower cover).
  for (const box of asPrerendered.slice(2)) {
    expect(box.x).toBeGreaterThanOrEqual(Math.max(titleBox.x, coverBox.x + coverBox.width) - 1)
    expect(box.x + box.width).toBeLessThanOrEqual(article.x + article.width + 1)
    expect(box.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height)
  }
  expect(Math.abs(buyBox.x - titleBox.x)).toBeLessThanOrEqual(1)
  // Buy and the sample together: side by side, or the sample a row under.
  if (book.sample) {
    const sampleBox = (await sample.boundingBox())!
    expect(sampleBox.y - (buyBox.y + buyBox.height)).toBeLessThanOrEqual(24)
  }
  startApp()
  await waitUntilLive(page)
  // Nothing moves as the app takes over the prerendered page.
  expect(await boxes()).toEqual(asPrerendered)
  // The text read through: the book's end at the window's foot, the cover's first place scrolled past.
  await page.getByRole('article').evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }))
  await expect(cover).toBeInViewport(whole)
}

// The tests that only read the book's page, or give it back as they found it, share one load of it (a test's own costs
// the app's start), at each size of the same kind of screen, a mouse's, as the tests' own pages were: first as built,
// its code held, then once live.
test.describe('the book’s page with its formats, read', () => {
  let startApp = () => {}
  const shared = sharedPage(
    async (page) => {
      startApp = await holdApp(page)
      await page.goto(`/books/${blockBook.slug}`)
    },
    { viewport: { width: 1280, height: 800 } },
  )
  // A test that scrolled gives the next the page's top, where a page opens.
  test.afterEach(() => shared().evaluate(() => scrollTo({ top: 0, behavior: 'instant' })))

  test(blockTitle({ width: 1280, height: 800 }), async () => {
    await expectOneBlock(shared(), startApp)
  })

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 800 },
  ])
    test.describe(`${viewport.width}×${viewport.height}`, () => {
      test('the store picker shows a chevron', async () => {
        const page = shared()
        await page.setViewportSize(viewport)
        const summary = page.locator('article details:visible summary').filter({ hasText: words.store.store })
        test.skip((await summary.count()) === 0, 'this author’s stores name one country')
        const chevron = summary.locator('svg')
        await expect(chevron).toBeVisible()
        const box = (await chevron.boundingBox())!
        expect(box.width).toBeGreaterThanOrEqual(12)
        // No second marker beside it: the native triangle is hidden.
        expect(await summary.evaluate((el) => getComputedStyle(el).display)).not.toBe('list-item')
      })

      test('every store link in the editions list is at least 44 px tall, its price on its line; no Buy broken inside its store or price', async () => {
        test.skip(!withFormats, 'no book of this author’s lists editions')
        const page = shared()
        await page.setViewportSize(viewport)
        await startAndWaitUntilLive(page, startApp)
        const links = await page.getByRole('region', { name: words.store.editions }).getByRole('link').all()
        expect(links.length).toBeGreaterThan(0)
        for (const link of links) {
          const box = (await link.boundingBox())!
          expect(box.height, String(await link.textContent())).toBeGreaterThanOrEqual(44)
        }
        const heights = await page
          .locator('article header a[target="_blank"]:visible')
          .evaluateAll((all) => all.map((a) => a.getBoundingClientRect().height))
        for (const height of heights) expect(height).toBeGreaterThanOrEqual(44)
        // Every Buy on the page (under the title, the buy bar laid out while it waits, the end's strips) breaks only
        // between the store's phrase and its price, each whole.
        expect(await buyLabelBreaks(page.locator('body'))).toEqual([])
        // The common phone too, the same page turned to it: a few pixels more move a label's break.
        if (viewport.width < 390) {
          await page.setViewportSize({ width: 390, height: 844 })
          expect(await buyLabelBreaks(page.locator('body')), 'at 390 px').toEqual([])
        }
      })

      test('by keyboard: one tab stop for the formats, the arrows change it, Tab reaches its Buy', async () => {
        test.skip(!withFormats, 'no book of this author’s has two formats')
        const page = shared()
        await page.setViewportSize(viewport)
        await startAndWaitUntilLive(page, startApp)
        const group = formats(page)
        const [first, second] = withFormats.editions
        await formatRadio(group, first).focus()
        await expect(formatRadio(group, first)).toBeFocused()
        // The focus is seen: the segment draws the accent's ring.
        const segment = formatRadio(group, first).locator('xpath=..')
        await expect(segment).not.toHaveCSS('outline-style', 'none')
        // Down is the next radio in either direction of writing.
        await page.keyboard.press('ArrowDown')
        await expect(formatRadio(group, second)).toBeChecked()
        await expect(formatRadio(group, second)).toBeFocused()
        await page.keyboard.press('Tab')
        await expect(page.locator(':focus')).toHaveAccessibleName(buyFor(withFormats, second))
        // The page given back as it was found, by the keys alone (a click would end the keyboard's focus ring): the
        // first format chosen, nothing focused.
        await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('ArrowUp')
        await expect(formatRadio(group, first)).toBeChecked()
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      })
    })
})

test(blockTitle({ width: 1440, height: 900 }), async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const startApp = await holdApp(page)
  await page.goto(`/books/${blockBook.slug}`)
  await expectOneBlock(page, startApp)
})
