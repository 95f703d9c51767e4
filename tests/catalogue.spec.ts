// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { fill } from '#src/content/words.ts'
import { catalogueGroups, catalogueOrder } from '../src/content/catalogue-groups.ts'
import { homeBooks } from '../src/content/home-books.ts'
import { releaseTag } from '../src/content/release-line.ts'
import { booksLayout, titleTag } from '../src/sections/books/books-layout.ts'
import { countWords } from '../src/sections/catalogue/count-words.ts'
import { everyBook, filterBooks, formatsOf } from '../src/sections/catalogue/filter-books.ts'
import { firstScreenBooks, firstScreenImages } from '../tooling/first-screen-images.ts'
import { controls, openFilters } from './support/catalogue-filters.ts'
import { content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { untilTheWorkerControls } from './support/offline.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

const { books, series } = content
const onHome = homeBooks(books)
const inOrder = catalogueOrder(books, series)
const count = (page: Page) => page.getByRole('main').getByRole('status')
// Every book the catalogue shows, whichever group it is in.
const listed = (page: Page) => page.getByRole('main').getByRole('listitem')
const titles = (list: readonly { title: string }[]) => list.map((book) => book.title)

test('the home shows the featured books, and links to all of them when it shows fewer', async ({ page }) => {
  await page.goto('/')
  // The cards' titles at the level the home sets them for this many books: a book alone heads the section.
  const more = onHome.length < books.length
  const title = titleTag(booksLayout({ books: onHome.length, teaser: content.comingSoon !== undefined, more }))
  await expect(page.locator(`#books ${title}[id^="book-"]`)).toHaveText(titles(onHome))
  const allBooks = page.locator('#books').getByRole('link', { name: words.books.all, exact: true })
  await expect(allBooks).toHaveCount(onHome.length < books.length ? 1 : 0)
  if (onHome.length < books.length) await expect(allBooks).toHaveAttribute('href', '/books')
})

test.describe('without JavaScript', () => {
  // Both only read the prerendered catalogue: one load of it.
  const shared = sharedPage(
    async (page) => {
      await page.goto('/books')
    },
    { javaScriptEnabled: false },
  )

  test('the catalogue lists every book, each series in reading order, the standalones after, each linking to its page, a series’ first inviting a start', async () => {
    const page = shared()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.books.all)
    const items = listed(page)
    await expect(items).toHaveCount(books.length)
    // Read at once, not one locator per book: forty books of checks one by one outran the test's time on a loaded machine.
    const links = items.locator('a[href^="/books/"]')
    // A series' first book's link says "Start here" too, on its cover.
    const firsts = new Set(series.map((one) => one.books[0]))
    await expect(links).toHaveText(
      inOrder.map((book) => (firsts.has(book.slug) ? `${words.series.startHere}${book.title}` : book.title)),
    )
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      inOrder.map((book) => `/books/${book.slug}`),
    )
    // Each tile's genre whole; its year beside it, or on a series' tile on its place's line ("Book 2 · 2006").
    const tag = (book: (typeof books)[number]) => releaseTag(book, book.release?.forthcoming ?? false, words.books)
    const inSeries = new Set(series.flatMap((one) => one.books))
    await expect(items).toContainText(
      inOrder.map((book) => (inSeries.has(book.slug) ? book.genre : `${book.genre} · ${tag(book)}`)),
    )
    const groups = catalogueGroups(books, series)
    for (const group of groups) {
      // With no series, one list under the page's heading.
      const name = group.series?.name ?? (groups.length === 1 ? words.books.all : words.catalogue.standalones)
      if (group.series)
        await expect(
          page.getByRole('heading', { level: 2, name }).getByRole('link', { name, exact: true }),
        ).toHaveAttribute('href', `/series/${group.series.slug}`)
      const list = page.getByRole('list', { name, exact: true })
      await expect(list.getByRole('listitem')).toHaveText(titles(group.books).map((title) => new RegExp(title)))
      if (!group.series) continue
      // Under the series' own name, a tile says its place without repeating the name; the first invites a start.
      const tiles = list.getByRole('listitem')
      await expect(tiles).toContainText(
        group.books.map(
          (book, index) => `${book.genre}${fill(words.series.position, { position: index + 1 })} · ${tag(book)}`,
        ),
      )
      await expect(tiles.filter({ hasText: group.series.name })).toHaveCount(0)
      await expect(tiles.first()).toContainText(words.series.startHere)
      await expect(tiles.filter({ hasText: words.series.startHere })).toHaveCount(1)
    }
  })

  test('the catalogue’s structured data lists every book, in the catalogue’s order, by its page’s address', async () => {
    const page = shared()
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@graph']
    const list = graph.find((node: { '@type': string }) => node['@type'] === 'ItemList')
    expect(list.numberOfItems).toBe(books.length)
    expect(list.itemListElement).toEqual(
      inOrder.map((book, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${process.env.VITE_SITE_URL || content.site.url}/books/${book.slug}`,
        name: book.title,
      })),
    )
  })
})

// One live catalogue for both: the format's test leaves every filter as it found it, the search's opens a book, so last.
test.describe(() => {
  const live = sharedPage(async (page) => {
    await page.goto('/books')
    await waitUntilLive(page)
  })

  test('a format, chosen with the keyboard, narrows the list with the genre and the search; offered only for more than one', async () => {
    const page = live()
    const formats = formatsOf(books, words.formats)
    const format = page.getByRole('combobox', { name: 'Format' })
    await expect(format).toHaveCount(controls.format ? 1 : 0)
    test.skip(!controls.format || !controls.genre, 'no format or no genre to choose')
    await expect(format.getByRole('option')).toHaveText(['All formats', ...formats])

    await page.getByRole('searchbox', { name: 'Search by title' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('combobox', { name: 'Genre' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(format).toBeFocused()
    await page.keyboard.press('ArrowDown')
    const query = { ...everyBook, format: formats[0] }
    await expect(format).toHaveValue(formats[0])
    await expect(listed(page)).toHaveText(
      titles(filterBooks(inOrder, query, words.formats)).map((title) => new RegExp(title)),
    )

    // The last format, within one genre, then with a search that leaves none: the count says each.
    const last = formats[formats.length - 1]
    const { genre } = books[books.length - 1]
    await format.selectOption(last)
    await page.getByRole('combobox', { name: 'Genre' }).selectOption(genre)
    const both = filterBooks(inOrder, { ...everyBook, format: last, genre }, words.formats)
    await expect(listed(page)).toHaveText(titles(both).map((title) => new RegExp(title)))
    await expect(count(page)).toHaveText(countWords(words.catalogue, content.site.language, both.length, books.length))
    await page.getByRole('searchbox', { name: 'Search by title' }).fill('no title has these words')
    await expect(count(page)).toHaveText(countWords(words.catalogue, content.site.language, 0, books.length))
    // Every filter back to all, as the next test finds the page.
    await page.getByRole('searchbox', { name: 'Search by title' }).fill('')
    await page.getByRole('combobox', { name: 'Genre' }).selectOption({ index: 0 })
    await format.selectOption({ index: 0 })
    await expect(listed(page)).toHaveCount(books.length)
  })

  test('a search by title and a genre narrow the list at once; a book opens its page', async () => {
    test.skip(!controls.filters, 'a catalogue taken in at a glance has no search')
    const page = live()
    const catalogue = page.getByRole('main')
    const book = books[books.length - 1]
    const search = book.title.split(' ').slice(-1)[0].toUpperCase()
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(search)
    const bySearch = filterBooks(inOrder, { ...everyBook, search }, words.formats)
    await expect(catalogue.getByRole('listitem')).toHaveText(titles(bySearch).map((title) => new RegExp(title)))
    await expect(count(page)).toHaveText(`${bySearch.length} of ${books.length} books`)

    await page.getByRole('searchbox', { name: 'Search by title' }).fill('')
    // A genre to choose where the books are of more than one.
    await expect(page.getByRole('combobox', { name: 'Genre' })).toHaveCount(controls.genre ? 1 : 0)
    if (controls.genre) {
      await page.getByRole('combobox', { name: 'Genre' }).selectOption(book.genre)
      const byGenre = filterBooks(inOrder, { ...everyBook, genre: book.genre }, words.formats)
      await expect(catalogue.getByRole('listitem')).toHaveText(titles(byGenre).map((title) => new RegExp(title)))
    }

    await page.getByRole('searchbox', { name: 'Search by title' }).fill('no title has these words')
    await expect(catalogue.getByRole('listitem')).toHaveCount(0)
    // No group is left standing without a book.
    await expect(catalogue.getByRole('heading', { level: 2 })).toHaveCount(0)
    await expect(count(page)).toHaveText(`0 of ${books.length} books`)

    await page.getByRole('searchbox', { name: 'Search by title' }).fill(search)
    await catalogue.getByRole('link', { name: book.title, exact: true }).click()
    await expect(page).toHaveURL(`/books/${book.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
  })
})

test.describe('on a phone, before the app has arrived', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('the search is on the page from the start, and a title typed there narrows the list once the app runs', async ({
    page,
  }) => {
    test.skip(!controls.filters, 'a catalogue taken in at a glance has no search')
    const release = await holdApp(page)
    await page.goto('/books')
    const list = page.getByRole('main').getByRole('list').first()
    const listTop = async () => (await list.boundingBox())?.y
    // On a phone the search is behind the filters' bar: the reader opens it first.
    await openFilters(page)
    const before = await listTop()
    const book = books[books.length - 1]
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(book.title)
    await expect(listed(page)).toHaveCount(books.length)
    release()
    const found = filterBooks(inOrder, { ...everyBook, search: book.title }, words.formats)
    await expect(listed(page)).toHaveText(titles(found).map((title) => new RegExp(title)))
    await expect(count(page)).toHaveText(countWords(words.catalogue, content.site.language, found.length, books.length))
    await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveValue(book.title)
    // The controls were there before the app: its arrival moved nothing.
    expect(await listTop()).toBe(before)
  })

  test('a format chosen before the app runs narrows the list once it does', async ({ page }) => {
    const formats = formatsOf(books, words.formats)
    test.skip(!controls.format, 'no format to filter by')
    const release = await holdApp(page)
    await page.goto('/books')
    const last = formats[formats.length - 1]
    await openFilters(page)
    await page.getByRole('combobox', { name: 'Format' }).selectOption(last)
    await expect(listed(page)).toHaveCount(books.length)
    release()
    const found = filterBooks(inOrder, { ...everyBook, format: last }, words.formats)
    await expect(listed(page)).toHaveText(titles(found).map((title) => new RegExp(title)))
    await expect(count(page)).toHaveText(countWords(words.catalogue, content.site.language, found.length, books.length))
    await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue(last)
  })
})

test.describe(() => {
  test.use(withTheWorker)
  test('after one visit, the catalogue opens offline with every book', async ({ page, context }) => {
    await page.goto('/')
    await waitUntilLive(page)
    await untilTheWorkerControls(page)
    await context.setOffline(true)
    await page.goto('/books')
    await expect(listed(page)).toHaveCount(books.length)
    await waitUntilLive(page)
    if (!controls.filters) return
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(books[0].title)
    await expect(count(page)).toHaveText(new RegExp(`^\\d+ of ${books.length} books$`))
  })
})

declare global {
  interface Window {
    /** Set on the page the test opened: a page the browser loaded anew would not carry it. */
    openedFirst?: boolean
  }
}

/**
 * Notes where the page is scrolled when the next tap lands, the place back must return to (a click scrolls first
 * when its target needs it), in the tab's session: a tap before the app runs loads the book's page anew.
 */
const noteScrollAtTap = (page: Page) =>
  page.evaluate(() =>
    addEventListener('click', () => sessionStorage.setItem('scroll-at-tap', String(scrollY)), {
      capture: true,
      once: true,
    }),
  )
// Within a few pixels: the tiles above are drawn once near the screen, their height guessed until then. Never
// noted, it is NaN, and fails.
const offPlaceOfTap = (page: Page) =>
  page.evaluate(() => {
    const noted = sessionStorage.getItem('scroll-at-tap')
    return noted === null ? Number.NaN : Math.abs(scrollY - Number(noted))
  })

// One visit with the worker for both: the cover's test leaves the catalogue offline, live, as the next one takes it.
test.describe(() => {
  const visited = sharedPage(async () => {}, withTheWorker)

  test('a cover past the first screens is kept once seen, and shows again offline', async () => {
    const page = visited()
    const context = page.context()
    const shownFirst = new Set(firstScreenImages(content).map((image) => image.imageFile))
    const later = books.find((book) => !shownFirst.has(book.cover.imageFile))
    test.skip(!later, 'the precache holds every cover')
    if (!later) return
    const link = page.getByRole('link', { name: later.title, exact: true })
    const cover = link.locator('img')
    const seen = async () => {
      await link.scrollIntoViewIfNeeded()
      await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    }
    await page.goto('/books')
    await waitUntilLive(page)
    await untilTheWorkerControls(page)
    await seen()
    await context.setOffline(true)
    await page.reload()
    await waitUntilLive(page)
    await seen()
  })

  test('offline, a book and its series open in the app from the list, and back returns to the same place in it', async () => {
    const page = visited()
    const context = page.context()
    // The furthest down the list of the books whose own text is precached: others open offline only once read.
    const precached = new Set(firstScreenBooks(content).map((one) => one.slug))
    const book = inOrder.findLast((one) => precached.has(one.slug)) ?? inOrder[0]
    const catalogue = page.getByRole('main')
    // Run alone, or after a skipped test, it visits the catalogue itself.
    if (new URL(page.url(), 'http://localhost').pathname !== '/books') {
      await page.goto('/books')
      await waitUntilLive(page)
      await untilTheWorkerControls(page)
    }
    await context.setOffline(true)
    await page.evaluate(() => {
      window.openedFirst = true
    })
    const link = catalogue.getByRole('link', { name: book.title, exact: true })
    await link.scrollIntoViewIfNeeded()
    await noteScrollAtTap(page)
    await link.click()
    await expect(page).toHaveURL(`/books/${book.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
    await page.goBack()
    await expect(page).toHaveURL('/books')
    await expect(link).toBeInViewport()
    await expect.poll(() => offPlaceOfTap(page)).toBeLessThanOrEqual(16)
    const inSeries = series.find((one) => one.books.length > 0)
    if (inSeries) {
      await catalogue.getByRole('heading', { level: 2, name: inSeries.name }).getByRole('link').click()
      await expect(page).toHaveURL(`/series/${inSeries.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(inSeries.name)
    }
    expect(await page.evaluate(() => window.openedFirst)).toBe(true)
  })
})

for (const appRuns of [false, true])
  test(`back from a book far down the list returns to the same place in it, on a small phone, ${appRuns ? 'once the app runs' : 'tapped before the app runs'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    // Far enough down that most of the list is above it, not so far that the page's end holds the place.
    const book = inOrder[Math.floor((inOrder.length - 1) * 0.8)]
    const link = page.getByRole('main').getByRole('link', { name: book.title, exact: true })
    // Held, the app never starts: the tap loads the book's page, and back is the browser's own.
    if (!appRuns) await holdApp(page)
    await page.goto('/books')
    if (appRuns) {
      await waitUntilLive(page)
      await page.evaluate(() => {
        window.openedFirst = true
      })
    }
    await link.scrollIntoViewIfNeeded()
    await noteScrollAtTap(page)
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
    await page.goBack()
    await expect(link).toBeInViewport()
    await expect.poll(() => offPlaceOfTap(page)).toBeLessThanOrEqual(16)
    // Once it runs, the app opens the book and returns in the same document.
    if (appRuns) expect(await page.evaluate(() => window.openedFirst)).toBe(true)
  })
