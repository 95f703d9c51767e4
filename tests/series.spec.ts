import { fill } from '#src/content/words.ts'
import { findBook } from '../src/content/find-book.ts'
import { cardBuy, content, words } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { readAgainUntilKept } from './support/offline.ts'
import { rowHole } from './support/row-hole.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

const { books, series } = content
const one = series[0]
const jsonLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@graph']

test.describe('a series', () => {
  test.skip(!one, 'the content has no series')
  test.use({ javaScriptEnabled: false })

  test('its page lists its books numbered in reading order, each linking to its page, as schema.org BookSeries', async ({
    page,
  }) => {
    await page.goto(`/series/${one.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(one.name)
    const items = page.getByRole('list', { name: one.name }).getByRole('listitem')
    await expect(items).toHaveCount(one.books.length)
    for (const [index, slug] of one.books.entries()) {
      const link = items.nth(index).getByRole('link', { name: findBook(books, slug)?.title, exact: true })
      await expect(link).toHaveAttribute('href', `/books/${slug}`)
      // Numbered in reading order; the list's heading names the series, so no tile says "Book 2 of" it again.
      await expect(items.nth(index)).toContainText(new RegExp(`^${index + 1}`))
      await expect(items.nth(index)).not.toContainText(one.name)
    }
    const graph = await jsonLd(page)
    const node = graph.find((item: { '@type': string }) => item['@type'] === 'BookSeries')
    expect(node).toMatchObject({
      name: one.name,
      hasPart: one.books.map((slug) => ({ '@id': expect.stringContaining(`/books/${slug}#book`) })),
    })
  })

  test('a book in it says its place, links to the series, and to the books before and after it', async ({ page }) => {
    const position = Math.min(2, one.books.length)
    const slug = one.books[position - 1]
    await page.goto(`/books/${slug}`)
    const line = page.getByRole('main').getByText(`Book ${position} of ${one.name}`)
    await expect(line).toBeVisible()
    await expect(line.getByRole('link', { name: one.name })).toHaveAttribute('href', `/series/${one.slug}`)
    const neighbours = page.getByRole('navigation', { name: `${one.name}, in order` })
    const before = one.books[position - 2]
    const after = one.books[position]
    if (before)
      await expect(
        neighbours.getByRole('link', { name: `Previous: ${findBook(books, before)?.title}` }),
      ).toHaveAttribute('href', `/books/${before}`)
    // The next book is offered as a strip: its title to its page, its store, its sample if it has one.
    const next = page.getByRole('region', { name: fill(words.series.nextIn, { series: one.name }) })
    await expect(next).toHaveCount(after ? 1 : 0)
    const nextBook = after ? findBook(books, after) : undefined
    if (nextBook) {
      await expect(next.getByRole('link', { name: nextBook.title, exact: true })).toHaveAttribute(
        'href',
        `/books/${after}`,
      )
      await expect(next.getByRole('link', { name: cardBuy(nextBook).words, exact: true })).toHaveAttribute(
        'href',
        cardBuy(nextBook).url,
      )
      await expect(next.locator(`a[href="/books/${after}/sample"]`)).toHaveCount(nextBook.sample ? 1 : 0)
    }
    const book = (await jsonLd(page)).find((item: { '@type': string }) => item['@type'] === 'Book')
    expect(book).toMatchObject({ position, isPartOf: { '@type': 'BookSeries', name: one.name } })
  })
})

test('at 1440 a series book’s next comes with the books after it, by cover and title, on a full row', async ({
  page,
}) => {
  // The series' first book, with a next and at least two after that.
  test.skip(!one || one.books.length < 4, 'no series of four books')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/books/${one.books[0]}`)
  await waitUntilLive(page)
  const next = page.getByRole('region', { name: fill(words.series.nextIn, { series: one.name }) })
  const after = one.books.slice(2, 5)
  const items = next.getByRole('listitem')
  await expect(items).toHaveCount(after.length)
  for (const [index, slug] of after.entries())
    await expect(
      items.nth(index).getByRole('link', { name: findBook(books, slug)?.title, exact: true }),
    ).toHaveAttribute('href', `/books/${slug}`)
  expect(await rowHole(next)).toBeLessThanOrEqual(64)
})

test.describe('with the worker', () => {
  test.use(withTheWorker)

  test('a series page read once is kept by the worker, and opens offline as it was', async ({ page, context }) => {
    test.skip(!one, 'the content has no series')
    await page.goto(`/series/${one.slug}`)
    await waitUntilLive(page)
    await readAgainUntilKept(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(one.name)
    await expect(page.getByRole('list', { name: one.name }).getByRole('listitem')).toHaveCount(one.books.length)
  })
})
