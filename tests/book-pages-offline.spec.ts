import { firstScreenBooks } from '../tooling/first-screen-images.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { untilTheWorkerControls } from './support/offline.ts'
import { expect, type Page, test } from './support/test.ts'
import { withoutTheWorker, withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

const book = content.books.find((candidate) => candidate.sample) ?? content.books[0]
const samplePath = `/books/${book.slug}/sample`

async function readSampleOnce(page: Page) {
  await page.goto(samplePath)
  await waitUntilLive(page)
}

test.describe('after one online visit to a sample chapter, with no network', () => {
  test.skip(!book.sample, 'the content has no sample chapter')

  test.beforeEach(async ({ page, context }) => {
    await readSampleOnce(page)
    await untilTheWorkerControls(page)
    await context.setOffline(true)
  })

  test('the chapter renders again, then the book’s page', async ({ page }) => {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.sample?.title ?? '')
    await waitUntilLive(page)
    await expect(page.locator('article p').first()).toBeVisible()
    await page.getByRole('link', { name: 'Back to the book' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
  })

  test('the book’s page opens at its address', async ({ page }) => {
    await page.goto(`/books/${book.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
    await waitUntilLive(page)
  })
})

test('the worker keeps the content’s book pages it was asked for, and no other address under /books/', async ({
  page,
}) => {
  const bookPath = `/books/${book.slug}`
  await page.goto(bookPath)
  await waitUntilLive(page)
  await untilTheWorkerControls(page)
  const badLinks = ['/books/no-such-book', '/books/no-such-book/sample', `${bookPath}/x`, `${bookPath}?ref=a-crawler`]
  for (const path of [...badLinks, bookPath]) await page.goto(path)
  const kept = () =>
    page.evaluate(async () =>
      (await (await caches.open('book-pages')).keys()).map(
        (request) => new URL(request.url).pathname + new URL(request.url).search,
      ),
    )
  await expect.poll(kept).toEqual([bookPath])
})

test('a book’s page past the first screens opens offline with its text once read; one never read asks for a connection', async ({
  page,
  context,
}) => {
  const first = new Set(firstScreenBooks(content).map((one) => one.slug))
  const [read, unread] = content.books.filter((one) => !first.has(one.slug))
  test.skip(!unread, 'the precache holds every book’s text')
  await page.goto(`/books/${read.slug}`)
  await waitUntilLive(page)
  await untilTheWorkerControls(page)
  // Read once more under the worker: what the first visit fetched before it took control was not yet its to keep.
  await page.reload()
  await waitUntilLive(page)
  await context.setOffline(true)
  await page.goto(`/books/${read.slug}`)
  await waitUntilLive(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(read.title)
  await expect(page.getByRole('region', { name: 'About This Book' })).toContainText(read.description.paragraphs[0])
  await page.goto(`/books/${unread.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs a connection')
})

test.describe('without a service worker', () => {
  test.use(withoutTheWorker)

  test('the chapter does not load offline (the control)', async ({ page, context }) => {
    test.skip(!book.sample, 'the content has no sample chapter')
    await readSampleOnce(page)
    await context.setOffline(true)
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  })
})
