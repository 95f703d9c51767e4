// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { blurb } from '../src/content/blurb.ts'
import { catalogueGroups, catalogueOrder } from '../src/content/catalogue-groups.ts'
import { sortBooks } from '../src/content/catalogue-sort.ts'
import { counted } from '../src/content/counted.ts'
import { releaseTag } from '../src/content/release-line.ts'
import { readerRegion, storeRegions, storesFor } from '../src/content/stores.ts'
import { fill } from '../src/content/words.ts'
import { asRows, balancedColumns, shelfColumns } from '../src/sections/catalogue/book-grid.ts'
import { everyBook, filterBooks, formatsOf } from '../src/sections/catalogue/filter-books.ts'
import { offerParts, tileOffer } from '../src/sections/catalogue/tile-offer.ts'
import { axeViolations } from './support/axe.ts'
import { controls, filtersBar, openFilters } from './support/catalogue-filters.ts'
import { assetStem, content, words } from './support/content.ts'
import { facesDrawing } from './support/drawn-faces.ts'
import { holdApp } from './support/hold-app.ts'
import { firstPaintDone, holdFaces } from './support/late-faces.ts'
import { watchLayoutShifts } from './support/layout-shifts.ts'
import { waitUntilLive } from './support/live.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Page, test } from './support/test.ts'

const { books, series, site } = content
const inOrder = catalogueOrder(books, series)
const listed = (page: Page) => page.getByRole('main').getByRole('listitem')
const titles = (list: readonly { title: string }[]) => list.map((book) => new RegExp(book.title))
const search = (page: Page) => page.getByRole('searchbox', { name: words.catalogue.search })
const sortChoice = (page: Page) => page.getByRole('combobox', { name: words.catalogue.sort })
const phones = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]
const desktop = { width: 1280, height: 800 }
// The widest a designer reviews: the page's column is as wide as at 1280, the margins beside it wider.
const wide = { width: 1440, height: 900 }

for (const viewport of phones)
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport })

    test('the filters, where the books need them, fold into one bar and the first row of covers is on the first screen, before the app runs', async ({
      page,
    }) => {
      const release = await holdApp(page)
      await page.goto('/books')
      // A catalogue taken in at a glance has nothing to search, filter or order: no bar, no sort.
      await expect(filtersBar(page)).toHaveCount(controls.filters ? 1 : 0)
      if (controls.filters) await expect(filtersBar(page)).toBeVisible()
      await expect(search(page)).toBeHidden()
      await expect(sortChoice(page)).toHaveCount(controls.sort ? 1 : 0)
      if (controls.sort) await expect(sortChoice(page)).toBeVisible()
      // The first row: the first list's tiles that share its first tile's top, every cover whole on the screen.
      // Each cover's frame: its image loads as the app runs, in the frame's place.
      const covers = page.getByRole('main').getByRole('list').first().getByRole('listitem').locator('a > :first-child')
      const boxes = await covers.evaluateAll((frames) => frames.map((frame) => frame.getBoundingClientRect().toJSON()))
      const row = boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1)
      expect(row.length).toBeGreaterThanOrEqual(Math.min(2, books.length))
      for (const box of row) expect(box.bottom).toBeLessThanOrEqual(viewport.height)
      expect(await page.evaluate(() => scrollY)).toBe(0)

      // Each series a shelf: its books in one row, swiped sideways and snapping to a cover, "All N →" to its page
      // beside its name, said with the series' name; a list named by the series alone.
      for (const one of series) {
        const shelf = page.getByRole('list', { name: one.name, exact: true })
        const tops = await shelf
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
        expect(new Set(tops).size, `${one.name}: one row`).toBe(1)
        expect(await shelf.evaluate((list) => getComputedStyle(list).scrollSnapType)).toBe('x mandatory')
        if (one.books.length > 2)
          expect(await shelf.evaluate((list) => list.scrollWidth > list.clientWidth), `${one.name} scrolls`).toBe(true)
        const name = counted(words.catalogue.seeAllOf, site.language, one.books.length, { series: one.name })
        const all = page.getByRole('link', { name, exact: true })
        await expect(all).toHaveAttribute('href', `/series/${one.slug}`)
        await expect(all).toHaveText(fill(words.catalogue.seeAll, { count: one.books.length }))
      }
      // By keyboard: each tile a link named by its book; a Tab along a shelf scrolls it, the focused book in view.
      const long = series.find((one) => one.books.length > 2)
      if (long) {
        const shelf = page.getByRole('list', { name: long.name, exact: true })
        const shelfTitles = long.books.map((slug) => books.find((book) => book.slug === slug)?.title ?? slug)
        // Its first's text "Start here" too, on its cover: said after the title, which names the link alone.
        await expect(shelf.getByRole('link')).toHaveText([
          `${words.series.startHere}${shelfTitles[0]}`,
          ...shelfTitles.slice(1),
        ])
        for (const [index, title] of shelfTitles.entries())
          await expect(shelf.getByRole('link').nth(index)).toHaveAccessibleName(title)
        await shelf.getByRole('link').first().focus()
        for (const title of shelfTitles.slice(1)) {
          await page.keyboard.press('Tab')
          await expect(shelf.getByRole('link', { name: title, exact: true })).toBeFocused()
          await expect(shelf.getByRole('link', { name: title, exact: true })).toBeInViewport({ ratio: 0.9 })
        }
        expect(await shelf.evaluate((list) => Math.abs(list.scrollLeft))).toBeGreaterThan(0)
        await shelf.evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }))
        await page.evaluate(() => scrollTo(0, 0))
      }

      if (!controls.filters) return
      // By keyboard, before the app: the bar opens the filters; what is typed there narrows the list once it runs.
      await filtersBar(page).focus()
      await page.keyboard.press('Enter')
      await expect(search(page)).toBeVisible()
      const book = books[books.length - 1]
      await search(page).fill(book.title)
      release()
      await waitUntilLive(page)
      const found = new Set(filterBooks(inOrder, { ...everyBook, search: book.title }, words.formats))
      await expect(listed(page)).toHaveText(titles([...found]))
      // A shelf left with no book hides, its heading and its "All N →" with it.
      const groups = catalogueGroups(books, series)
      const left = groups.filter((group) => group.books.some((one) => found.has(one)))
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        groups.length > 1 ? left.map((group) => group.series?.name ?? words.catalogue.standalones) : [],
      )
      await expect(page.locator('main a[href^="/series/"]').filter({ visible: true })).toHaveCount(
        2 * left.filter((group) => group.series).length,
      )
      // Closed again, the bar says how many filters are on.
      await filtersBar(page).click()
      await expect(search(page)).toBeHidden()
      await expect(filtersBar(page)).toHaveText(counted(words.catalogue.filtersOn, site.language, 1, {}))
    })
  })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the series come newest first (by their latest book) or in the author’s order, each in reading order', async ({
    page,
  }) => {
    test.skip(series.length < 2, 'the content has fewer than two series')
    await page.goto('/books')
    const shown = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    const named = shown.flatMap((name) => series.find((one) => one.name === name) ?? [])
    expect(named).toHaveLength(series.length)
    const year = new Map(books.map((book) => [book.slug, book.year]))
    const latest = named.map((one) => Math.max(...one.books.map((slug) => year.get(slug) ?? 0)))
    const ordered = named.filter((one) => one.order !== undefined)
    // The author's order first, by it; then each series' latest book no newer than the one before's.
    expect(named.slice(0, ordered.length).map((one) => one.order)).toEqual(
      ordered.map((one) => one.order).sort((a = 0, b = 0) => a - b),
    )
    for (let index = ordered.length + 1; index < named.length; index++)
      expect(latest[index], `${named[index].name} after ${named[index - 1].name}`).toBeLessThanOrEqual(
        latest[index - 1],
      )
    for (const one of named)
      await expect(page.getByRole('list', { name: one.name, exact: true }).getByRole('listitem')).toHaveText(
        titles(one.books.map((slug) => books.find((book) => book.slug === slug) ?? { title: slug })),
      )
  })
})

// One page for both sizes: each test ends where a fresh load starts, the catalogue live in its own order at /books.
test.describe(() => {
  const sortPage = sharedPage(async () => {})

  for (const viewport of [phones[0], desktop])
    test(`a sort, at ${viewport.width}×${viewport.height}: with the filters, in the address, kept on a reload and a shared link`, async () => {
      test.skip(!controls.sort, 'a catalogue taken in at a glance has no other order')
      const page = sortPage()
      await page.setViewportSize(viewport)
      // The first, or one run alone, loads the catalogue itself.
      if (!page.url().endsWith('/books')) {
        await page.goto('/books')
        await waitUntilLive(page)
      }
      await expect(sortChoice(page)).toHaveValue('')
      await sortChoice(page).focus()
      await sortChoice(page).selectOption(words.catalogue.newest)
      await expect(page).toHaveURL('/books?sort=newest')
      const newest = sortBooks(inOrder, 'newest', site.language)
      await expect(listed(page)).toHaveText(titles(newest))
      // One list, no series' headings: each tile says its series, if any, by name.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0)

      // With a genre, where there is one to choose: the books of that genre, newest first.
      const { genre } = books[books.length - 1]
      if (controls.genre) {
        await openFilters(page)
        await page.getByRole('combobox', { name: words.catalogue.genre }).selectOption(genre)
        await expect(listed(page).and(page.locator(':not([hidden])'))).toHaveText(
          titles(filterBooks(newest, { ...everyBook, genre }, words.formats)),
        )
      }

      await page.reload()
      await waitUntilLive(page)
      await expect(sortChoice(page)).toHaveValue('newest')
      await expect(listed(page)).toHaveText(titles(newest))

      // A link shared with another order opens in it.
      await page.goto('/books?sort=title')
      await waitUntilLive(page)
      await expect(sortChoice(page)).toHaveValue('title')
      await expect(listed(page)).toHaveText(titles(sortBooks(inOrder, 'title', site.language)))
      // The catalogue's own order again: the address loses its sort.
      await sortChoice(page).selectOption('')
      await expect(page).toHaveURL('/books')
      await expect(listed(page)).toHaveText(titles(inOrder))
    })
})

test('a sort chosen before the app runs is taken once it does', async ({ page }) => {
  test.skip(!controls.sort, 'a catalogue taken in at a glance has no other order')
  const release = await holdApp(page)
  await page.goto('/books')
  await sortChoice(page).selectOption(words.catalogue.oldest)
  release()
  await expect(page).toHaveURL('/books?sort=oldest')
  await expect(listed(page)).toHaveText(titles(sortBooks(inOrder, 'oldest', site.language)))
})

// A reader in another country than the site's, when any store names one; else the site's own.
const regions = storeRegions(
  books.flatMap((book) => book.editions.flatMap((edition) => edition.buy)),
  site.region,
)
const elsewhere = regions.find((region) => region !== site.region)
const locale = elsewhere ? `en-${elsewhere}` : 'en-US'
// A book still to come whose edition names no format says it is a pre-order where the other tiles name their format.
const offer = (book: (typeof books)[number], region: string, format = '') =>
  tileOffer(
    book.editions,
    format,
    region,
    words.formats,
    book.release?.forthcoming ? words.catalogue.preorder : undefined,
  )

for (const viewport of [phones[1], wide])
  test.describe(`tiles at ${viewport.width}×${viewport.height}`, () => {
    // One page: the first test loads it, held back, and lets it run; the second filters what it left live.
    const tilesPage = sharedPage(async () => {}, { viewport, locale })

    test('each tile gives a format and its price: the site’s as prerendered, the reader’s once the app runs, nothing moved', async () => {
      const page = tilesPage()
      const region = readerRegion([locale], regions, site.region)
      const layoutShift = await watchLayoutShifts(page)
      const release = await holdApp(page)
      // The faces land after the first paint, as on a phone's first visit: the titles' swap moves no row.
      const facesLand = await holdFaces(page)
      await page.goto('/books', { waitUntil: 'commit' })
      const tiles = listed(page)
      await expect(tiles).toContainText(inOrder.map((book) => offerParts(offer(book, site.region)).join(' · ')))
      await firstPaintDone(page)
      const firstBottom = await tiles.first().evaluate((tile) => tile.getBoundingClientRect().bottom)
      facesLand()
      await expect.poll(() => facesDrawing(tiles.first().locator('a > span').last())).toEqual(['Fraunces'])
      // No price or genre cut short: a format and price that overfill a narrow tile wrap before the price; a genre
      // too long for a line wraps.
      const pricesCut = () =>
        tiles.evaluateAll((all) =>
          all
            .flatMap((tile) => [tile.children[1], tile.lastElementChild])
            .filter((line) =>
              [line, ...(line?.querySelectorAll('*') ?? [])].some(
                (box) => box && (box.scrollWidth > box.clientWidth || getComputedStyle(box).textOverflow !== 'clip'),
              ),
            )
            .map((line) => line?.textContent),
        )
      expect(await pricesCut(), 'before the app runs').toEqual([])
      const before = await tiles.evaluateAll(placesOfParts)
      release()
      await waitUntilLive(page)
      await expect(tiles).toContainText(inOrder.map((book) => offerParts(offer(book, region)).join(' · ')))
      expect(await tiles.first().evaluate((tile) => tile.getBoundingClientRect().bottom)).toBe(firstBottom)
      // Every tile, its cover and its words where they were: the reader's price and the app moved none.
      expect(await tiles.evaluateAll(placesOfParts)).toEqual(before)
      const shift = await layoutShift()
      expect(shift.score, shift.moved).toBe(0)
      expect(await pricesCut(), 'once the app runs').toEqual([])
      // Heading, count and every list start at one edge: a row shorter than the page's column starts under the
      // heading, not in the middle of the page. Each list's rows balanced: as few rows as a full row's columns make,
      // as few columns as those rows need (7 books at 1440 px: 4 + 3, not 6 + 1); its columns share its width, so its
      // fullest row spans the page's column (a list shorter than a short list's columns keeps those, part full).
      const full = viewport.width < 640 ? 2 : 6
      const layout = await page.getByRole('main').evaluate((main) => {
        const rtl = getComputedStyle(main).direction === 'rtl'
        const start = (box: DOMRect) => (rtl ? -box.right : box.left)
        const textStart = (element: Element | null) => {
          if (!element) return null
          const range = document.createRange()
          range.selectNodeContents(element)
          return start(range.getBoundingClientRect())
        }
        return {
          heading: textStart(main.querySelector('h1')),
          count: textStart(main.querySelector('[role="status"]')),
          lists: [...main.querySelectorAll('ul, ol')].map((list) => {
            const boxes = [...list.children].map((tile) => tile.getBoundingClientRect())
            const rows = new Map<number, number>()
            for (const box of boxes) rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1)
            return {
              name: list.getAttribute('aria-labelledby'),
              start: start(boxes[0]),
              rows: [...rows.values()],
              widths: boxes.map((box) => box.width),
              // The first row, the fullest: from its first tile's outer edge to its last's.
              span: (() => {
                const first = boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1)
                return Math.max(...first.map((box) => box.right)) - Math.min(...first.map((box) => box.left))
              })(),
              width: list.clientWidth,
              scrolls: list.scrollWidth > list.clientWidth,
            }
          }),
        }
      })
      const under = (edge: number) => Math.abs(edge - (layout.heading ?? 0))
      if (layout.count !== null) expect(under(layout.count), 'the count under the heading').toBeLessThan(1)
      // A few books, from a tablet on: a book a row, a full shelf rather than a row of small tiles (review 8).
      const inRows = asRows(books.length) && viewport.width >= 768
      if (inRows) await expectBooksInRows(page)
      for (const list of layout.lists) {
        expect(under(list.start), `${list.name}: its first tile under the heading`).toBeLessThan(1)
        // A phone's shelf is one row, swiped; a few books' rows are asserted above.
        if (list.scrolls || inRows) continue
        const each = balancedColumns(list.widths.length, full)
        const rows = Math.ceil(list.widths.length / each)
        expect(list.rows, `${list.name}: balanced rows`).toEqual(
          Array.from({ length: rows }, (_, row) => (row < rows - 1 ? each : list.widths.length - each * row)),
        )
        const columns = shelfColumns(list.widths.length, full)
        const tile = (list.width - (columns - 1) * 24) / columns
        for (const width of list.widths)
          expect(Math.abs(width - tile), `${list.name}: a column's width`).toBeLessThan(1)
        if (list.widths.length >= columns)
          expect(Math.abs(list.span - list.width), `${list.name}: its fullest row spans the column`).toBeLessThan(1)
      }
      // Last: it scrolls each tile into view, down the page and along each shelf.
      expect(await page.evaluate(unevenRows), 'rows whose titles, places or prices are not level').toEqual([])
    })

    test('a format filtered by: the tiles give that edition’s price, where the book comes in it', async () => {
      const page = tilesPage()
      const region = readerRegion([locale], regions, site.region)
      const formats = formatsOf(books, words.formats)
      test.skip(!controls.format, 'no format to filter by: one, or a catalogue taken in at a glance')
      const format = formats[formats.length - 1]
      // Run alone, it loads the catalogue itself.
      if (new URL(page.url()).pathname !== '/books') {
        await page.goto('/books')
        await waitUntilLive(page)
      }
      await openFilters(page)
      await page.getByRole('combobox', { name: words.catalogue.format }).selectOption(format)
      const having = filterBooks(inOrder, { ...everyBook, format }, words.formats)
      await expect(listed(page).and(page.locator(':not([hidden])'))).toContainText(
        having.map((book) => offerParts(offer(book, region, format)).join(' · ')),
      )
    })
  })

// A tile's genre as its parts: the genre and its year (or "Coming soon"), or on a series' tile the genre alone; and
// its price's: its format and price in the reader's region.
const inSeries = new Set(series.flatMap((one) => one.books))
const lineParts = (region: string) =>
  inOrder.map((book) => [
    inSeries.has(book.slug)
      ? [book.genre]
      : [book.genre, releaseTag(book, book.release?.forthcoming ?? false, words.books)],
    offerParts(offer(book, region)),
  ])

// The catalogue once live, read at each size in one load: no test before the last changes it; the last leaves it
// for a book and comes back.
test.describe(() => {
  const catalogue = sharedPage(async (page) => {
    await page.goto('/books')
    await waitUntilLive(page)
  })

  test.describe('on a laptop', () => {
    test('the filters the books need and the order are in view, with no bar to open, and six covers to a row', async () => {
      const page = await catalogueAt(catalogue(), desktop)
      // A search past a glance, a list with two choices or more: none of them offering nothing to narrow.
      const genre = page.getByRole('combobox', { name: words.catalogue.genre })
      const format = page.getByRole('combobox', { name: words.catalogue.format })
      for (const [control, shown] of [
        [search(page), controls.filters],
        [genre, controls.genre],
        [format, controls.format],
        [sortChoice(page), controls.sort],
      ] as const) {
        await expect(control).toHaveCount(shown ? 1 : 0)
        if (shown) await expect(control).toBeVisible()
      }
      await expect(filtersBar(page)).toBeHidden()
      // No shelves: every book of a series in view, its name the link to its page.
      for (const one of series) {
        const list = page.getByRole('list', { name: one.name, exact: true })
        expect(await list.evaluate((shelf) => shelf.scrollWidth <= shelf.clientWidth), `${one.name} fits`).toBe(true)
        await expect(page.locator(`main a[href="/series/${one.slug}"]`).filter({ visible: true })).toHaveCount(1)
      }
      // Six covers a row from a laptop on: a series of six or fewer is one row.
      const short = series.find((one) => one.books.length <= 6)
      if (!short) return
      const tiles = page.getByRole('list', { name: short.name, exact: true }).getByRole('listitem')
      const tops = await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
      expect(new Set(tops).size, `${short.name}: one row`).toBe(1)
    })
  })

  for (const viewport of [...phones, wide])
    test(`tiles at ${viewport.width}×${viewport.height}: a wide tile's genre right under its title, it and the price broken only between their parts, a row's tiles one height, "Start here" on a series' first cover`, async () => {
      const page = await catalogueAt(catalogue(), viewport)
      const region = readerRegion(await page.evaluate(() => [...navigator.languages]), regions, site.region)
      expect(await page.evaluate(tileFaults, lineParts(region))).toEqual([])
      for (const one of series) {
        const first = page.getByRole('list', { name: one.name, exact: true }).getByRole('listitem').first()
        const cover = await first.locator('a > :first-child').boundingBox()
        const badge = await first.getByText(words.series.startHere, { exact: true }).boundingBox()
        if (!cover || !badge) throw new Error(`${one.name}: no cover or no "${words.series.startHere}"`)
        expect(badge.x, `${one.name}: on the cover`).toBeGreaterThanOrEqual(cover.x)
        expect(badge.y).toBeGreaterThanOrEqual(cover.y)
        expect(badge.x + badge.width).toBeLessThanOrEqual(cover.x + cover.width)
        expect(badge.y + badge.height).toBeLessThanOrEqual(cover.y + cover.height)
        // Said with the link, after the book's title, which stays its name.
        await expect(first.getByRole('link', { name: titleOf(one.books[0]), exact: true })).toHaveAccessibleDescription(
          words.series.startHere,
        )
      }
    })

  test('a cover wider than a book stands at its tile’s foot in its own shape, nothing drawn over it; its title level with its row’s, on a phone and wide', async () => {
    const page = catalogue()
    for (const viewport of [phones[1], wide]) {
      await catalogueAt(page, viewport)
      // Each tile's frame brought on screen, its picture loaded: the file's own shape, read from the file.
      const faults = await page.evaluate(async () => {
        const found: string[] = []
        let wider = 0
        for (const item of document.querySelectorAll<HTMLElement>('main li:has(> a)')) {
          item.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
          const frame = item.querySelector('a > :first-child') as HTMLElement
          // A picture comes as its tile nears the screen.
          let image = frame.querySelector('img')
          for (let frames = 0; !image && frames < 120; frames++) {
            await new Promise(requestAnimationFrame)
            image = frame.querySelector('img')
          }
          if (!image) {
            found.push(`${item.querySelector('a')?.textContent?.trim()}: no picture came`)
            continue
          }
          await image.decode().catch(() => {})
          if (image.naturalWidth * 3 <= image.naturalHeight * 2 * 1.02) continue
          wider++
          const name = item.querySelector('a')?.textContent?.trim()
          const room = frame.getBoundingClientRect()
          const drawn = image.getBoundingClientRect()
          const shape = image.naturalHeight / image.naturalWidth
          if (Math.abs(drawn.height / drawn.width - shape) > 0.02)
            found.push(`${name}: drawn ${drawn.height / drawn.width}, the file ${shape}`)
          if (Math.abs(drawn.bottom - room.bottom) > 1 || Math.abs(drawn.width - room.width) > 1)
            found.push(`${name}: not the width of its room, at its foot`)
          // Above the picture, the page: no mat, no shadow, no edge.
          const bare = getComputedStyle(frame)
          if (bare.backgroundColor !== 'rgba(0, 0, 0, 0)' || bare.boxShadow !== 'none')
            found.push(`${name}: its room is drawn (${bare.backgroundColor}, ${bare.boxShadow})`)
          const neighbour = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector('a > :first-child')
          if (neighbour && Math.abs(neighbour.getBoundingClientRect().bottom - room.bottom) > 1)
            found.push(`${name}: its foot not level with its neighbour's`)
        }
        return { found, wider }
      })
      test.skip(faults.wider === 0, 'no cover is wider than a book')
      expect(faults.found, `at ${viewport.width}`).toEqual([])
    }
  })

  // Once the app runs: before, a tap loads the book's page anew, and back gives the shelf its place only where the
  // browser kept the page whole (its back/forward cache; the test's Chromium keeps none).
  test('back from a book along a shelf, the shelf is where the reader left it', async () => {
    const long = series.find((one) => one.books.length > 2)
    test.skip(!long, 'no series has more books than a screen shows')
    const page = await catalogueAt(catalogue(), phones[1])
    const slug = long?.books.at(-1)
    const book = books.find((one) => one.slug === slug) ?? books[0]
    const link = page.getByRole('list', { name: long?.name, exact: true }).getByRole('link', { name: book.title })
    // Swiped to first, as a reader does: a click's own scroll lands in the same frame as the tap.
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
    await page.goBack()
    await expect(link).toBeInViewport({ ratio: 0.9 })
  })
})

const titleOf = (slug: string) => books.find((book) => book.slug === slug)?.title ?? slug

/** The shared page at `size`, at its top and each shelf at its start, as a fresh load has them. */
async function catalogueAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await page.evaluate(() => {
    scrollTo({ top: 0, left: 0, behavior: 'instant' })
    for (const list of document.querySelectorAll('main :is(ul, ol)')) list.scrollTo({ left: 0, behavior: 'instant' })
  })
  return page
}

/**
 * Runs in the page, given each tile's genre parts and price parts in the catalogue's order: what is amiss in a tile,
 * each tile brought on screen before it is read. A title of one line in a wide tile has its genre right under it (a few
 * pixels of the lines' leading); each part of the genre and of the price is on one line, where it fits on one; the dot
 * between two parts is drawn only on the line of the part after it, never starting or ending a line; the tiles of a
 * row are one height, and no taller than their fullest: a blank line is left under a genre only where a neighbour's
 * lines fill it.
 */
async function tileFaults(parts: string[][][]) {
  const faults: string[] = []
  const tops = (range: Range) => new Set([...range.getClientRects()].map((box) => Math.round(box.top)))
  // The range of `text` in the element's text, from `from` on.
  const rangeOf = (element: Element, text: string, from = 0) => {
    const range = document.createRange()
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    let seen = 0
    const start = (element.textContent ?? '').indexOf(text, from)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0
      if (start >= seen && start < seen + length) range.setStart(node, start - seen)
      if (start + text.length > seen && start + text.length <= seen + length)
        range.setEnd(node, start + text.length - seen)
      seen += length
    }
    return { range, end: start + text.length }
  }
  const tiles = [...document.querySelectorAll<HTMLElement>('main :is(ul, ol) > li:not([hidden])')]
  // Each tile's space between its genre and the next line it draws (its place or its price), past that line's margin.
  const spare = new Map<Element, number>()
  for (const [index, tile] of tiles.entries()) {
    tile.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    const title = tile.querySelector('a')?.lastElementChild
    const genre = tile.children[1]
    if (!title || !genre) continue
    const next = [...tile.children].slice(2).find((part) => part.getBoundingClientRect().height > 0)
    if (next)
      spare.set(
        tile,
        next.getBoundingClientRect().top -
          Number.parseFloat(getComputedStyle(next).marginTop) -
          genre.getBoundingClientRect().bottom,
      )
    const name = title.textContent
    const titleText = rangeOf(title, title.textContent ?? '').range
    // A narrow tile (under 14rem) keeps a second line for its title, which a late face may fill: not measured there.
    if (tops(titleText).size === 1 && tile.getBoundingClientRect().width >= 14 * 16) {
      const gap = genre.getBoundingClientRect().top - titleText.getBoundingClientRect().bottom
      if (gap > 8) faults.push(`${name}: ${Math.round(gap)} px between its title of one line and its genre`)
    }
    // Its genre, then its price: each a line of parts.
    for (const [line, partsOfLine] of [genre, tile.lastElementChild].map(
      (element, which) => [element, parts[index][which]] as const,
    )) {
      if (!line) continue
      const width = line.getBoundingClientRect().width
      let from = 0
      let previous: Range | undefined
      for (const text of partsOfLine) {
        const { range, end } = rangeOf(line, text, from)
        // Whether it fits a line of its own: its text unbroken, measured beside the line in the line's face.
        const probe = document.createElement('span')
        probe.textContent = text
        probe.style.whiteSpace = 'nowrap'
        line.append(probe)
        const fits = probe.getBoundingClientRect().width <= width
        probe.remove()
        if (fits && tops(range).size > 1) faults.push(`${name}: "${text}" broken across lines`)
        if (previous) {
          const dot = rangeOf(line, '·', from).range.getBoundingClientRect()
          const box = line.getBoundingClientRect()
          const drawn = dot.right > box.left + 1 && dot.left < box.right - 1
          const lineBefore = [...previous.getClientRects()].at(-1)?.top ?? dot.top
          const lineAfter = range.getClientRects()[0]?.top ?? dot.top
          if (drawn && Math.abs(dot.top - lineBefore) > 1) faults.push(`${name}: a line starts with the dot`)
          if (drawn && Math.abs(dot.top - lineAfter) > 1) faults.push(`${name}: a line ends with the dot`)
        }
        previous = range
        from = end
      }
    }
  }
  // Each row of a list, its tiles one height, the least space under a genre along it none.
  for (const list of document.querySelectorAll('main :is(ul, ol)')) {
    const rows = new Map<number, Set<number>>()
    const least = new Map<number, number>()
    for (const tile of list.querySelectorAll(':scope > li:not([hidden])')) {
      const box = tile.getBoundingClientRect()
      const top = Math.round(box.top + scrollY)
      rows.set(top, (rows.get(top) ?? new Set()).add(Math.round(box.height)))
      least.set(top, Math.min(least.get(top) ?? Number.POSITIVE_INFINITY, spare.get(tile) ?? 0))
    }
    for (const [top, heights] of rows)
      if (heights.size > 1) faults.push(`the row at ${top} px: tiles ${[...heights].join(', ')} px tall`)
    for (const [top, space] of least)
      if (space > 1) faults.push(`the row at ${top} px: ${Math.round(space)} px blank under every tile's genre`)
  }
  return faults
}

/** Runs in the page: where each tile, its cover, its title and its lines are, to the pixel (a cover's blur, gone once it loads, aside). */
const placesOfParts = (tiles: Element[]) =>
  tiles.map((tile) =>
    [tile, ...tile.querySelectorAll(':scope > *, :scope > a > *')].map((part) => {
      const { x, y, width, height } = part.getBoundingClientRect()
      return [x, y, width, height].map(Math.round).join(' ')
    }),
  )

/**
 * A catalogue of a few books (asRows): each book a row as wide as the page's column, its cover at the start a third of
 * the row (less the gap beside it), its title, genre, summary (its first whole sentences: never cut mid-sentence) and
 * price beside it, the title level with nothing above it in the text, the price under the summary.
 */
async function expectBooksInRows(page: Page) {
  const rows = await page.getByRole('main').evaluate((main) => {
    const rtl = getComputedStyle(main).direction === 'rtl'
    const column = main.querySelector('h1')?.parentElement?.getBoundingClientRect()
    return [...main.querySelectorAll(':is(ul, ol) > li')].map((row) => {
      const box = row.getBoundingClientRect()
      const cover = row.querySelector('a > :first-child')?.getBoundingClientRect()
      const title = row.querySelector('a > :last-child')?.getBoundingClientRect()
      const summary = row.querySelector('p[class*="font-prose"]')
      const price = row.lastElementChild?.getBoundingClientRect()
      const gap = Number.parseFloat(getComputedStyle(row).columnGap)
      return {
        span: box.width - (column?.width ?? 0),
        coverAtStart: cover && (rtl ? box.right - cover.right : cover.left - box.left),
        coverThird: cover && cover.width - (box.width - gap) / 3,
        titleBeside: cover && title && (rtl ? cover.left - title.right : title.left - cover.right) - gap,
        summary: summary?.textContent,
        summaryShown: summary !== null && summary.getBoundingClientRect().height > 0,
        priceUnder: price && summary && price.top >= summary.getBoundingClientRect().bottom,
        top: box.top,
      }
    })
  })
  expect(rows).toHaveLength(books.length)
  for (const [index, row] of rows.entries()) {
    const book = inOrder[index]
    expect(Math.abs(row.span), `${book.title}: the row spans the page's column`).toBeLessThan(1)
    expect(Math.abs(row.coverAtStart ?? Number.NaN), `${book.title}: the cover at the row's start`).toBeLessThan(1)
    expect(Math.abs(row.coverThird ?? Number.NaN), `${book.title}: the cover a third of the row`).toBeLessThan(1)
    expect(Math.abs(row.titleBeside ?? Number.NaN), `${book.title}: the title beside the cover`).toBeLessThan(1)
    expect(row.summaryShown, `${book.title}: its summary shown`).toBe(true)
    expect(row.summary).toBe(blurb(book.summary, book.language ?? site.language))
    expect(book.summary.startsWith(row.summary ?? '-'), `${book.title}: the summary's first sentences`).toBe(true)
    expect(row.summary, `${book.title}: no sentence cut`).toMatch(/[.!?…»”"')]$/u)
    expect(row.priceUnder, `${book.title}: the price under the summary`).toBe(true)
    if (index > 0) expect(row.top, 'one book a row').toBeGreaterThan(rows[index - 1].top)
  }
}

/**
 * Runs in the page: the rows of tiles whose titles (under each cover), places in their series ("Book 2 · 2006", over
 * the price) or prices (each tile's foot) are not level, whatever their covers' shapes and their titles and genres
 * wrap to. Each tile is brought on screen before it is read, down the page and
 * along a shelf: off screen a tile is not laid out, only stood in for.
 */
async function unevenRows() {
  const uneven: string[] = []
  for (const list of document.querySelectorAll('main :is(ul, ol)')) {
    const rows = new Map<number, { titles: string[]; levels: Set<string> }>()
    for (const tile of list.querySelectorAll<HTMLElement>(':scope > li:not([hidden])')) {
      const { top, bottom, left, right } = tile.getBoundingClientRect()
      if (top < 0 || bottom > innerHeight || left < 0 || right > innerWidth) {
        tile.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
      }
      const pageTop = (element: Element | null) => Math.round((element?.getBoundingClientRect().top ?? 0) + scrollY)
      const row = rows.get(pageTop(tile)) ?? { titles: [], levels: new Set<string>() }
      const title = tile.querySelector('a')?.lastElementChild ?? null
      const price = tile.lastElementChild
      // A series' tile (its list an <ol>) says its place in the line over its price.
      const place = list.tagName === 'OL' ? (price?.previousElementSibling ?? null) : null
      row.titles.push(title?.textContent ?? '')
      row.levels.add(
        JSON.stringify({
          title: pageTop(title),
          // Its last line: a badge that wraps goes above it.
          place: place && Math.round(place.getBoundingClientRect().bottom + scrollY),
          // A price's last line at the tile's foot: a price that took a line of its own ends level with its neighbours'.
          price: Math.round((price?.getBoundingClientRect().bottom ?? 0) + scrollY),
        }),
      )
      rows.set(pageTop(tile), row)
    }
    for (const row of rows.values()) if (row.levels.size > 1) uneven.push(row.titles.join(' | '))
  }
  return uneven
}

const one = series[0]

// A series' page read as prerendered, its app held back, at each size in one load.
test.describe(() => {
  const seriesPage = sharedPage(async (page) => {
    if (!one) return
    await holdApp(page)
    await page.goto(`/series/${one.slug}`)
  })

  for (const viewport of [phones[1], wide])
    test(`a series’ page at ${viewport.width}×${viewport.height}: a numbered reading list, book 1’s buy and sample up top, each cover once, the list as wide as its rows`, async () => {
      test.skip(!one, 'the content has no series')
      const page = seriesPage()
      await page.setViewportSize(viewport)
      const items = page.getByRole('list', { name: one.name, exact: true }).getByRole('listitem')
      const inSeries = one.books.map((slug) => books.find((book) => book.slug === slug) ?? books[0])
      await expect(items).toHaveCount(inSeries.length)
      for (const [index, book] of inSeries.entries()) {
        await expect(items.nth(index)).toContainText(new RegExp(`^${index + 1}`))
        await expect(items.nth(index).getByRole('link', { name: book.title, exact: true })).toHaveAttribute(
          'href',
          `/books/${book.slug}`,
        )
        // The list's heading names the series: no tile repeats it.
        await expect(items.nth(index)).not.toContainText(one.name)
      }
      const [first] = inSeries
      const start = items.first()
      await expect(start).toContainText(words.series.startHere)
      const store = storesFor(first.editions[0].buy, site.region)[0]
      const buy = start.locator(`a[href="${store.url}"]`)
      await expect(buy).toBeInViewport()
      await expect(start.getByRole('link', { name: words.books.sample })).toHaveCount(first.sample ? 1 : 0)
      if (first.sample) await expect(start.getByRole('link', { name: words.books.sample })).toBeInViewport()
      await expect(items.nth(1).locator(`a[href^="https://"]`)).toHaveCount(0)
      // Book 1's cover once on the page, not again above the list.
      await expect(page.getByRole('main').locator(`img[src*="/${assetStem(first.cover)}"]`)).toHaveCount(1)
      // One numbered column at every width, in reading order: each book its own row, as wide as the list, its number
      // on one edge with the others'; from a laptop each book's summary beside its cover fills its row.
      const laptop = viewport.width >= 1024
      const { widths, tops, numbers, list } = await page
        .getByRole('list', { name: one.name, exact: true })
        .evaluate((element) => {
          const items = [...element.children]
          const boxes = items.map((item) => item.getBoundingClientRect())
          return {
            widths: boxes.map((box) => Math.round(box.width)),
            tops: boxes.map((box) => Math.round(box.top)),
            numbers: items.map((item) => Math.round(item.firstElementChild?.getBoundingClientRect().left ?? -1)),
            list: Math.round(element.getBoundingClientRect().width),
          }
        })
      expect(tops).toEqual([...tops].sort((a, b) => a - b))
      expect(new Set(tops).size).toBe(inSeries.length)
      expect(new Set(widths)).toEqual(new Set([list]))
      expect(new Set(numbers).size).toBe(1)
      for (const [index, book] of inSeries.entries())
        await expect(items.nth(index).getByText(book.summary, { exact: true })).toBeVisible({ visible: laptop })
    })
})

for (const colorScheme of ['light', 'dark'] as const) {
  // The catalogue opened once a theme, read with its filters shut, then open: the theme is the reader's from the start.
  test.describe(`the catalogue on a phone in the ${colorScheme} theme`, () => {
    const catalogue = sharedPage(
      async (page) => {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
        await page.goto('/books')
        await waitUntilLive(page)
      },
      { viewport: phones[1] },
    )
    for (const filters of ['shut', 'open'])
      test(`on a phone, the catalogue, its filters ${filters}, has no axe violations in the ${colorScheme} theme`, async () => {
        const page = catalogue()
        if (filters === 'open') await openFilters(page)
        else await expect(search(page)).toBeHidden()
        expect(await axeViolations(page)).toEqual([])
      })
  })

  test(`on a phone, a series’ page has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    test.skip(!one, 'the content has no series')
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await page.setViewportSize(phones[1])
    await page.goto(`/series/${one.slug}`)
    await waitUntilLive(page)
    expect(await axeViolations(page)).toEqual([])
  })
}
