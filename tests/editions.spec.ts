// @any-author: these tests hold for any author, and npm run test:second-author runs them against one
import { formatLabel, isAudiobook, schemaBookFormat } from '#src/content/book-format.ts'
import { storeAnchor } from '#src/content/store-anchor.ts'
import { storeRegions, storesFor } from '#src/content/stores.ts'
import { fill } from '#src/content/words.ts'
import { priceText } from '../tooling/content/price-text.ts'
import { content, formatRadioName, storeBuy, words } from './support/content.ts'
import { holdApp, startAndWaitUntilLive } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Locator, test } from './support/test.ts'

const { site } = content
// The book the tests open: one with formats when the author has any, else the first.
const book = content.books.find((one) => one.editions.some((edition) => edition.format)) ?? content.books[0]
const listed = book.editions.some((edition) => edition.format)
const links = content.books.flatMap((one) => one.editions.flatMap((edition) => edition.buy))
const regions = storeRegions(links, site.region)
const regionName = new Intl.DisplayNames([site.language], { type: 'region' })
// The first edition's first store in a region: what the first row under the title offers there.
const firstWords = (region: string) => storeBuy(book, storesFor(book.editions[0].buy, region)[0]).words
// A region whose first store differs from the site's own, for the picker to change.
const elsewhere = regions.find((region) => firstWords(region) !== firstWords(site.region))
// The picker shown in a place ("Store: United Kingdom"), and a country chosen in it as a reader does: open it, tap the
// country (a link to its stores before the app's code, a button once it runs).
const picker = (scope: Locator) => scope.locator('details:visible').filter({ hasText: words.store.store })
async function chooseStore(scope: Locator, region: string) {
  await picker(scope).locator('summary').click()
  const item = picker(scope).getByRole('listitem')
  const name = { name: regionName.of(region), exact: true }
  await item.getByRole('link', name).or(item.getByRole('button', name)).click()
}
/** A store's button shows its whole label and its outward arrow at full size, however long the store's name. */
const shownWhole = (link: Locator) =>
  link.evaluate(
    (anchor) =>
      anchor.scrollWidth <= anchor.clientWidth && anchor.querySelector('svg')?.getBoundingClientRect().width === 16,
  )

// The filled Buy under the title (under the cover from md): the chosen format's first store, what the picker changes.
const firstRow = (header: Locator) => header.locator('a[target="_blank"]:visible').first()

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the store picker changes the first store, moves nothing, and is remembered across a reload', async ({
      page,
    }) => {
      test.skip(!elsewhere, 'every region’s first store is the same')
      await page.goto(`/books/${book.slug}`)
      await waitUntilLive(page)
      const header = page.locator('article')
      await expect(picker(header).locator('summary')).toHaveText(`${words.store.store} ${regionName.of(site.region)}`)
      // What stands around the choice: the Buy itself (another store's words take no more lines, nor room beside it),
      // the images, the picker, the book's text.
      const around = [
        firstRow(header),
        page.getByRole('region', { name: fill(words.details.images, { title: book.title }) }),
        picker(header),
        page.getByRole('region', { name: words.details.about }),
      ]
      // Their place in the page, not in the window: opening the picker may scroll it.
      const places = () =>
        Promise.all(
          around.map((one) =>
            one.evaluate((el) => {
              const box = el.getBoundingClientRect()
              return { top: box.top + scrollY, height: box.height, left: box.left, width: box.width }
            }),
          ),
        )
      const before = await places()
      await chooseStore(header, elsewhere!)
      await expect(firstRow(header)).toHaveAccessibleName(firstWords(elsewhere!))
      await expect(picker(header)).not.toHaveAttribute('open')
      // The closed list hid what was tapped: the focus is back on the picker, not at the page's start.
      await expect(picker(header).locator('summary')).toBeFocused()
      expect(await places()).toEqual(before)
      // Every link within the page leads to something in it: no country's link to a block the app has taken away.
      const unmet = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
          .map((link) => decodeURIComponent(link.hash.slice(1)))
          .filter((id) => id && !document.getElementById(id)),
      )
      expect(unmet).toEqual([])
      await page.reload()
      await waitUntilLive(page)
      await expect(picker(header).locator('summary')).toHaveText(`${words.store.store} ${regionName.of(elsewhere!)}`)
      await expect(firstRow(header)).toHaveAccessibleName(firstWords(elsewhere!))
    })

    test('another format chosen, before the app runs and after, changes the Buy’s store, never its size or place', async ({
      page,
    }) => {
      const choice = book.editions.length > 1 && book.editions.every((edition) => edition.format)
      test.skip(!choice, 'this book offers no choice of format')
      const release = await holdApp(page)
      await page.goto(`/books/${book.slug}`)
      const header = page.locator('article')
      const box = () =>
        firstRow(header).evaluate((el) => {
          const { top, height, left, width } = el.getBoundingClientRect()
          return { top: top + scrollY, height, left, width }
        })
      const first = await box()
      // Each format in turn and back to the first, as the native radio does it before the code, then the app's.
      const chooseEach = async () => {
        for (const edition of [...book.editions.slice(1), book.editions[0]]) {
          await header.getByRole('radio', { name: formatRadioName(edition), exact: true }).check()
          const link = storesFor(edition.buy, site.region)[0]
          await expect(firstRow(header)).toHaveAccessibleName(storeBuy(book, link).words)
          expect(await box(), `${edition.format}`).toEqual(first)
        }
      }
      await chooseEach()
      release()
      await waitUntilLive(page)
      await chooseEach()
    })

    test('without JavaScript the picker still shows the chosen country’s stores', async ({ browser }) => {
      test.skip(!elsewhere, 'every region’s first store is the same')
      const page = await browser.newPage({ javaScriptEnabled: false, viewport })
      await page.goto(`/books/${book.slug}`)
      const header = page.locator('article')
      await expect(firstRow(header)).toHaveAccessibleName(firstWords(site.region))
      await chooseStore(header, elsewhere!)
      await expect(picker(header).locator('summary')).toHaveText(`${words.store.store} ${regionName.of(elsewhere!)}`)
      await expect(firstRow(header)).toHaveAccessibleName(firstWords(elsewhere!))
      await expect(firstRow(header)).toBeInViewport({ ratio: 1 })
      await page.close()
    })

    test('a country chosen before the app’s code runs is kept once it does, and remembered', async ({ page }) => {
      test.skip(!elsewhere, 'every region’s first store is the same')
      const release = await holdApp(page)
      await page.goto(`/books/${book.slug}`)
      const header = page.locator('article')
      await chooseStore(header, elsewhere!)
      await expect(firstRow(header)).toHaveAccessibleName(firstWords(elsewhere!))
      release()
      await waitUntilLive(page)
      await expect(picker(header).locator('summary')).toHaveText(`${words.store.store} ${regionName.of(elsewhere!)}`)
      await expect(firstRow(header)).toHaveAccessibleName(firstWords(elsewhere!))
      // Remembered on the device: the book's page opened afresh, no choice in its address, shows it.
      await page.goto(`/books/${book.slug}`)
      await waitUntilLive(page)
      await expect(firstRow(header)).toHaveAccessibleName(firstWords(elsewhere!))
      await expect(picker(header).locator('summary')).toHaveText(`${words.store.store} ${regionName.of(elsewhere!)}`)
    })
  })
}

test('without JavaScript the site region’s stores are in the page, each format’s a choice away', async ({
  browser,
}) => {
  const page = await browser.newPage({ javaScriptEnabled: false })
  await page.goto(`/books/${book.slug}`)
  const choice = book.editions.length > 1 && book.editions.every((edition) => edition.format)
  // Every country's choice of formats (each in the page, shown when picked): every format says a second line, its
  // price there, another country's with that country ("€11.50 · PT"), or why none ("Not in the United Kingdom store").
  if (choice)
    for (const region of regions)
      for (const edition of book.editions)
        await expect(
          page
            .locator(`#${storeAnchor(region)}`)
            .getByRole('radio', { name: formatRadioName(edition, region), exact: true, includeHidden: true }),
          `${edition.format} in ${region}`,
        ).toHaveCount(1)
  for (const edition of book.editions) {
    const first = storesFor(edition.buy, site.region)[0]
    // The native radio works without the app: its edition's Buy shows.
    if (choice)
      await page
        .locator('article')
        .getByRole('radio', { name: formatRadioName(edition), exact: true })
        .check()
    await expect(
      page.locator('article').getByRole('link', { name: storeBuy(book, first).words, exact: true }),
    ).toHaveCount(1)
  }
  await page.close()
})

// The tests that only read the book's page share one load of it (a test's own costs the app's start), its code held
// back until the euro price's test has read the page as built and starts it: first what the prerendered page lays out
// at each size (one kind of screen, a mouse's, as the tests' own pages were), then its JSON-LD, then the live page.
test.describe('the book’s page, read', () => {
  let startApp = () => {}
  const shared = sharedPage(async (page) => {
    startApp = await holdApp(page)
    await page.goto(`/books/${book.slug}`)
  })

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 800 },
  ])
    test.describe(`${viewport.width}×${viewport.height}`, () => {
      test('the first store sits right under the title, in the first screen', async () => {
        const page = shared()
        await page.setViewportSize(viewport)
        const buy = page.locator('article').getByRole('link', { name: firstWords(site.region), exact: true })
        await expect(buy).toBeInViewport({ ratio: 1 })
        await expect(buy).toHaveAttribute('href', storesFor(book.editions[0].buy, site.region)[0].url)
      })

      test('every store’s button under the title shows its whole label and its arrow', async () => {
        const page = shared()
        await page.setViewportSize(viewport)
        const buttons = await page.locator('article a[target="_blank"]:visible').all()
        expect(buttons.length).toBeGreaterThan(0)
        for (const button of buttons) expect(await shownWhole(button), String(await button.textContent())).toBe(true)
      })
    })

  test('the book’s JSON-LD has one workExample per edition, with its address, language, ISBN, format and each store’s offer', async () => {
    const page = shared()
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const graph = scripts.flatMap((text) => JSON.parse(text)['@graph'] ?? [])
    const node = graph.find(
      (item: { '@type': string; name?: string }) => item['@type'] === 'Book' && item.name === book.title,
    )
    const bookUrl = `${process.env.VITE_SITE_URL || site.url}/books/${book.slug}`
    expect(node.offers).toBeUndefined()
    expect(node.workExample).toEqual(
      book.editions.map((edition, index) => {
        const bookFormat = edition.format && schemaBookFormat(edition.format)
        // An audio edition is an Audiobook, the type schema.org gives a reader.
        const audio = isAudiobook(edition.format)
        return expect.objectContaining({
          '@type': audio ? 'Audiobook' : 'Book',
          '@id': `${bookUrl}#edition-${index + 1}`,
          inLanguage: book.language ?? site.language,
          ...(edition.isbn && { isbn: edition.isbn }),
          ...(bookFormat && { bookFormat }),
          ...(audio && edition.narrator && { readBy: { '@type': 'Person', name: edition.narrator } }),
          offers: edition.buy.map((link) =>
            expect.objectContaining({
              ...(link.price && { price: String(link.price.amount), priceCurrency: link.price.currency }),
              availability: `https://schema.org/${book.release?.forthcoming ? 'PreOrder' : 'InStock'}`,
              url: link.url,
            }),
          ),
        })
      }),
    )
  })

  test('a euro price is written as the site’s language writes it, before the app runs and after', async () => {
    const euro = book.editions.flatMap((edition) => edition.buy).find((link) => link.price?.currency === 'EUR')?.price
    test.skip(!euro, 'this book has no price in euros')
    const written = priceText(euro!, site.language)
    expect(written).toMatch(site.language.startsWith('en') ? /^€\d+\.\d\d$/ : /\d,\d\d\s€$/)
    // Written at build: the reader reads it before the app runs, and the app, once it has taken the page, says the same.
    const page = shared()
    // The size a test's own page has.
    await page.setViewportSize({ width: 1280, height: 720 })
    // The editions list names every store, whatever the region: the price is in the page.
    await expect(page.getByText(written).filter({ visible: true }).first()).toBeVisible()
    await startAndWaitUntilLive(page, startApp)
    await expect(page.getByText(written).filter({ visible: true }).first()).toBeVisible()
  })

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 800 },
  ])
    test.describe(`${viewport.width}×${viewport.height}`, () => {
      test('the book page lists every edition with its format, ISBN, publisher, narrator, length and stores', async () => {
        test.skip(!listed, 'no edition of this author’s books names a format')
        const page = shared()
        await page.setViewportSize(viewport)
        await startAndWaitUntilLive(page, startApp)
        const list = page.getByRole('region', { name: words.store.editions })
        for (const edition of book.editions) {
          const format = edition.format ? { name: formatLabel(edition.format, words.formats) } : {}
          const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', format) })
          for (const fact of [edition.isbn, edition.publisher, edition.narrator, edition.length])
            if (fact) await expect(item.first()).toContainText(fact)
          // An audiobook's length is a duration; a printed or electronic one's is its pages.
          const lengthLabel = isAudiobook(edition.format) ? words.store.duration : words.store.length
          if (edition.length) await expect(item.first().locator('dt', { hasText: lengthLabel })).toHaveCount(1)
          for (const link of edition.buy)
            await expect(
              item
                .first()
                .getByRole('link', { name: link.retailer })
                .and(page.locator(`[href="${link.url}"]`)),
            ).toHaveCount(1)
        }
        // One edge for the facts' values in every edition, whatever its labels; in a store's row the arrow one gap after
        // its last words, a store for every country too (it names none).
        const layout = await list.evaluate((node) => ({
          valueEdges: [
            ...new Set([...node.querySelectorAll('dd')].map((dd) => Math.round(dd.getBoundingClientRect().left))),
          ],
          arrowGaps: [...node.querySelectorAll('a[target="_blank"] svg')].map((arrow) =>
            Math.abs(arrow.getBoundingClientRect().left - arrow.previousElementSibling!.getBoundingClientRect().right),
          ),
        }))
        const facts = book.editions.some(
          (edition) => edition.isbn || edition.publisher || edition.narrator || edition.length,
        )
        expect(layout.valueEdges, 'the facts’ values on one edge').toHaveLength(facts ? 1 : 0)
        for (const gap of layout.arrowGaps)
          expect(gap, 'a store’s arrow one gap after its words').toBeLessThanOrEqual(8.5)
      })
    })

  test('on a phone, the buy bar keeps a store at hand once the title scrolls away', async () => {
    const page = shared()
    await page.setViewportSize({ width: 360, height: 640 })
    await startAndWaitUntilLive(page, startApp)
    const bar = page.locator('[data-buy-bar]')
    await expect(bar).toBeHidden()
    const articleHeight = () =>
      page.locator('main > article').evaluate((article) => article.getBoundingClientRect().height)
    const before = await articleHeight()
    // The choice under the title scrolled away, the book's text still below: mid-article, where the bar sticks.
    await page
      .getByRole('region', { name: words.details.about })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expect(bar).toBeVisible()
    // Its room was kept while it waited: nothing below it moves, and no band is left under the footer once it hides.
    expect(await articleHeight()).toBe(before)
    // The reader's store of the first edition, whichever country the browser names: "Buy on …", or "Pre-order on …".
    const buy = book.editions[0].buy
      .map((link) => bar.getByRole('link', { name: storeBuy(book, link).words, exact: true }))
      .reduce((one, other) => one.or(other))
    await expect(buy).toBeInViewport({ ratio: 1 })
    expect(await shownWhole(buy)).toBe(true)
  })
})
