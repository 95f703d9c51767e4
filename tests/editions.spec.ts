// @any-author: these tests hold for any author, and npm run test:second-author runs them against one
import { schemaBookFormat } from '#src/content/book-format.ts'
import { buyWords } from '#src/content/buy-words.ts'
import { priceText } from '#src/content/price-text.ts'
import { storeRegions, storesFor } from '#src/content/stores.ts'
import { content, words } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, type Page, test } from './support/test.ts'

const { site } = content
// The book the tests open: one with formats when the author has any, else the first.
const book = content.books.find((one) => one.editions.some((edition) => edition.format)) ?? content.books[0]
const listed = book.editions.some((edition) => edition.format)
const links = content.books.flatMap((one) => one.editions.flatMap((edition) => edition.buy))
const regions = storeRegions(links, site.region)
const regionName = new Intl.DisplayNames([site.language], { type: 'region' })
// The first edition's first store in a region: what the first row under the title offers there.
const firstWords = (region: string) =>
  buyWords(words.books.buy, storesFor(book.editions[0].buy, region)[0], site.language)
// A region whose first store differs from the site's own, for the picker to change.
const elsewhere = regions.find((region) => firstWords(region) !== firstWords(site.region))
const picker = (page: Page) => page.getByLabel('Store:')

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the first store sits right under the title, in the first screen', async ({ page }) => {
      await page.goto(`/books/${book.slug}`)
      const buy = page.locator('article header').getByRole('link', { name: firstWords(site.region), exact: true })
      await expect(buy).toBeInViewport({ ratio: 1 })
      await expect(buy).toHaveAttribute('href', storesFor(book.editions[0].buy, site.region)[0].url)
    })

    test('the book page lists every edition with its format, ISBN, publisher, narrator, length and stores', async ({
      page,
    }) => {
      test.skip(!listed, 'no edition of this author’s books names a format')
      await page.goto(`/books/${book.slug}`)
      await waitUntilLive(page)
      const list = page.getByRole('region', { name: 'Editions' })
      for (const edition of book.editions) {
        const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: edition.format }) })
        for (const fact of [edition.isbn, edition.publisher, edition.narrator, edition.length])
          if (fact) await expect(item.first()).toContainText(fact)
        for (const link of edition.buy)
          await expect(
            item
              .first()
              .getByRole('link', { name: link.retailer })
              .and(page.locator(`[href="${link.url}"]`)),
          ).toHaveCount(1)
      }
    })

    test('the store picker changes the first store, moves nothing, and is remembered across a reload', async ({
      page,
    }) => {
      test.skip(!elsewhere, 'every region’s first store is the same')
      await page.goto(`/books/${book.slug}`)
      await waitUntilLive(page)
      await expect(page.getByText(`Store:`).first()).toBeVisible()
      await expect(picker(page).first().locator('option:checked')).toHaveText(regionName.of(site.region)!)
      const header = page.locator('article header')
      const before = await header.boundingBox()
      await picker(page).first().selectOption(elsewhere!)
      await expect(header.getByRole('link', { name: firstWords(elsewhere!), exact: true })).toBeVisible()
      expect((await header.boundingBox())?.height).toBe(before?.height)
      await page.reload()
      await waitUntilLive(page)
      await expect(picker(page).first().locator('option:checked')).toHaveText(regionName.of(elsewhere!)!)
      await expect(header.getByRole('link', { name: firstWords(elsewhere!), exact: true })).toBeVisible()
    })
  })
}

test('without JavaScript the site region’s stores are in the page', async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false })
  await page.goto(`/books/${book.slug}`)
  for (const edition of book.editions)
    await expect(
      page.locator('article header').getByRole('link', {
        name: buyWords(words.books.buy, storesFor(edition.buy, site.region)[0], site.language),
        exact: true,
      }),
    ).toHaveCount(1)
  await page.close()
})

test('a euro price is written as the site’s language writes it', async ({ page }) => {
  const euro = book.editions.flatMap((edition) => edition.buy).find((link) => link.price.currency === 'EUR')
  test.skip(!euro, 'this book has no price in euros')
  await page.goto(`/books/${book.slug}`)
  await waitUntilLive(page)
  const written = priceText(euro!.price, site.language)
  expect(written).toMatch(site.language.startsWith('en') ? /^€\d+\.\d\d$/ : /\d,\d\d\s€$/)
  // Every store is listed, the picker only orders them: the price is in the page whatever the region.
  await expect(page.getByText(written).first()).toBeVisible()
})

test('the book’s JSON-LD has one workExample per edition, with its ISBN, format and each store’s offer', async ({
  page,
}) => {
  await page.goto(`/books/${book.slug}`)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const graph = scripts.flatMap((text) => JSON.parse(text)['@graph'] ?? [])
  const node = graph.find(
    (item: { '@type': string; name?: string }) => item['@type'] === 'Book' && item.name === book.title,
  )
  expect(node.offers).toBeUndefined()
  expect(node.workExample).toEqual(
    book.editions.map((edition) =>
      expect.objectContaining({
        '@type': 'Book',
        ...(edition.isbn && { isbn: edition.isbn }),
        ...(edition.format && schemaBookFormat(edition.format) && { bookFormat: schemaBookFormat(edition.format) }),
        offers: edition.buy.map((link) =>
          expect.objectContaining({
            price: String(link.price.amount),
            priceCurrency: link.price.currency,
            url: link.url,
          }),
        ),
      }),
    ),
  )
})

test('on a phone, the buy bar keeps a store at hand once the title scrolls away', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto(`/books/${book.slug}`)
  await waitUntilLive(page)
  const bar = page.locator('[data-buy-bar]')
  await expect(bar).toBeHidden()
  // The choice under the title scrolled away, the book's text still below: mid-article, where the bar sticks.
  await page.getByRole('region', { name: 'About This Book' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: /^Buy on / })).toBeInViewport({ ratio: 1 })
})
