import { homeBooks } from '../src/content/home-books.ts'
import { seriesPlace } from '../src/content/series-place.ts'
import { everyBook, filterBooks } from '../src/sections/catalogue/filter-books.ts'
import { controls, openFilters } from './support/catalogue-filters.ts'
import { content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { expect, test } from './support/test.ts'

const { books, series } = content
// A book far down the list, past what the home shows, and in a series when there is one.
const sought = [...books].reverse().find((book) => seriesPlace(book.slug, series)) ?? books[books.length - 1]
const place = seriesPlace(sought.slug, series)

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('home → All books → a search → the book → its series', async ({ page }) => {
      test.skip(homeBooks(books).length === books.length, 'the home shows every book')
      // As a reader goes, not waiting for the app: the home's link to every book is there before its code runs.
      const release = await holdApp(page)
      await page.goto('/')
      await page.locator('#books').getByRole('link', { name: 'All books', exact: true }).click()
      await expect(page).toHaveURL('/books')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All books')
      release()
      const catalogue = page.getByRole('main')
      // A catalogue taken in at a glance has no search: the reader finds the book by eye.
      if (controls.filters) {
        await openFilters(page)
        await page.getByRole('searchbox', { name: 'Search by title' }).fill(sought.title)
        await expect(catalogue.getByRole('listitem')).toHaveCount(
          filterBooks(books, { ...everyBook, search: sought.title }, words.formats).length,
        )
      }
      await catalogue.getByRole('link', { name: sought.title, exact: true }).click()
      await expect(page).toHaveURL(`/books/${sought.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sought.title)
      if (!place) return
      await page.getByRole('main').getByRole('link', { name: place.series.name, exact: true }).first().click()
      await expect(page).toHaveURL(`/series/${place.series.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.series.name)
      await expect(page.getByRole('list', { name: place.series.name }).getByRole('listitem')).toHaveCount(
        place.series.books.length,
      )
    })
  })
}
