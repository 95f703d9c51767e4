// @any-author: these tests hold for any author, and npm run test:second-author runs them against one
import { homeBooks } from '../src/sections/books/home-books.ts'
import { countWords } from '../src/sections/catalogue/count-words.ts'
import { filterBooks } from '../src/sections/catalogue/filter-books.ts'
import { firstScreenImages } from '../tooling/first-screen-images.ts'
import { content } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, type Page, test } from './support/test.ts'

const { books } = content
const onHome = homeBooks(books)
const count = (page: Page) => page.getByRole('main').getByRole('status')
const titles = (list: readonly { title: string }[]) => list.map((book) => book.title)

test('the home shows the featured books, and links to all of them when it shows fewer', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('#books h3[id^="book-"]')).toHaveText(titles(onHome))
  const allBooks = page.locator('#books').getByRole('link', { name: 'All books', exact: true })
  await expect(allBooks).toHaveCount(onHome.length < books.length ? 1 : 0)
  if (onHome.length < books.length) await expect(allBooks).toHaveAttribute('href', '/books')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the catalogue lists every book, in page order, each linking to its page', async ({ page }) => {
    await page.goto('/books')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All books')
    const items = page.getByRole('list', { name: 'All books' }).getByRole('listitem')
    await expect(items).toHaveCount(books.length)
    for (const [index, book] of books.entries()) {
      const item = items.nth(index)
      await expect(item.getByRole('link', { name: book.title, exact: true })).toHaveAttribute(
        'href',
        `/books/${book.slug}`,
      )
      await expect(item).toContainText(`${book.genre} · ${book.year}`)
    }
  })

  test('the catalogue’s structured data lists every book, in page order, by its page’s address', async ({ page }) => {
    await page.goto('/books')
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@graph']
    const list = graph.find((node: { '@type': string }) => node['@type'] === 'ItemList')
    expect(list.numberOfItems).toBe(books.length)
    expect(list.itemListElement).toEqual(
      books.map((book, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${process.env.VITE_SITE_URL || content.site.url}/books/${book.slug}`,
        name: book.title,
      })),
    )
  })
})

test('a search by title and a genre narrow the list at once; a book opens its page', async ({ page }) => {
  await page.goto('/books')
  await waitUntilLive(page)
  const list = page.getByRole('list', { name: 'All books' })
  const book = books[books.length - 1]
  const search = book.title.split(' ').slice(-1)[0].toUpperCase()
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(search)
  const bySearch = filterBooks(books, { search, genre: '' })
  await expect(list.getByRole('listitem')).toHaveText(titles(bySearch).map((title) => new RegExp(title)))
  await expect(count(page)).toHaveText(`${bySearch.length} of ${books.length} books`)

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('')
  await page.getByRole('combobox', { name: 'Genre' }).selectOption(book.genre)
  const byGenre = filterBooks(books, { search: '', genre: book.genre })
  await expect(list.getByRole('listitem')).toHaveText(titles(byGenre).map((title) => new RegExp(title)))

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('no title has these words')
  await expect(list.getByRole('listitem')).toHaveCount(0)
  await expect(count(page)).toHaveText(`0 of ${books.length} books`)

  await page.getByRole('searchbox', { name: 'Search by title' }).fill(search)
  await list.getByRole('link', { name: book.title, exact: true }).click()
  await expect(page).toHaveURL(`/books/${book.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
})

test.describe('on a phone, before the app has arrived', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('the search is on the page from the start, and a title typed there narrows the list once the app runs', async ({
    page,
  }) => {
    const release = await holdApp(page)
    await page.goto('/books')
    const list = page.getByRole('list', { name: 'All books' })
    const listTop = async () => (await list.boundingBox())?.y
    const before = await listTop()
    const book = books[books.length - 1]
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(book.title)
    await expect(list.getByRole('listitem')).toHaveCount(books.length)
    release()
    const found = filterBooks(books, { search: book.title, genre: '' })
    await expect(list.getByRole('listitem')).toHaveText(titles(found).map((title) => new RegExp(title)))
    await expect(count(page)).toHaveText(countWords(found.length, books.length))
    await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveValue(book.title)
    // The controls were there before the app: its arrival moved nothing.
    expect(await listTop()).toBe(before)
  })
})

test('after one visit, the catalogue opens offline with every book', async ({ page, context }) => {
  await page.goto('/')
  await waitUntilLive(page)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await context.setOffline(true)
  await page.goto('/books')
  await expect(page.getByRole('list', { name: 'All books' }).getByRole('listitem')).toHaveCount(books.length)
  await waitUntilLive(page)
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(books[0].title)
  await expect(count(page)).toHaveText(new RegExp(`^\\d+ of ${books.length} books$`))
})

test('a cover past the first screens is kept once seen, and shows again offline', async ({ page, context }) => {
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
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await seen()
  await context.setOffline(true)
  await page.reload()
  await waitUntilLive(page)
  await seen()
})
