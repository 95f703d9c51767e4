// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// A card's title and cover lead to the book's page and its sample is one tap from the home,
// before the app runs and after; "View Details" still opens the details dialog.
import { homeBooks } from '../src/content/home-books.ts'
import { bookCard, tapViewDetails } from './support/book-card.ts'
import { buyLabelBreaks } from './support/buy-label-lines.ts'
import { content } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { scrollToRevealed, waitUntilLive } from './support/live.ts'
import { sizesForTheContent } from './support/reader-sizes.ts'
import { expect, test } from './support/test.ts'

const shown = homeBooks(content.books)
const withSample = shown.find((book) => book.sample)

test('every card on the home links its title and cover to the book’s page, and its sample when it has one', async ({
  page,
}) => {
  await page.goto('/')
  for (const book of shown) {
    const links = bookCard(page, book.title)
    await expect(links.getByRole('link', { name: book.title, exact: true })).toHaveAttribute(
      'href',
      `/books/${book.slug}`,
    )
    await expect(links.getByRole('link', { name: `Cover of ${book.title}`, exact: true })).toHaveAttribute(
      'href',
      `/books/${book.slug}`,
    )
    const sample = links.getByRole('link', { name: 'Read a sample' })
    if (book.sample) await expect(sample).toHaveAttribute('href', `/books/${book.slug}/sample`)
    else await expect(sample).toHaveCount(0)
  }
})

for (const viewport of sizesForTheContent)
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1000 })

    test('before the app runs, a tap on a title, a cover or "Read a sample" opens its page', async ({ page }) => {
      await holdApp(page)
      const book = shown.at(-1)!
      for (const name of [book.title, `Cover of ${book.title}`]) {
        await page.goto('/#books')
        const link = bookCard(page, book.title).getByRole('link', { name, exact: true })
        await link.scrollIntoViewIfNeeded()
        await link.click()
        await expect(page).toHaveURL(new RegExp(`/books/${book.slug}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
      }
      test.skip(!withSample, 'no book on the home has a sample chapter')
      await page.goto('/#books')
      const sample = bookCard(page, withSample!.title).getByRole('link', { name: 'Read a sample' })
      await sample.scrollIntoViewIfNeeded()
      const box = (await sample.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      await sample.click()
      await expect(page).toHaveURL(new RegExp(`/books/${withSample!.slug}/sample$`))
    })

    test('with the app live, the title opens the book’s page and "View Details" the dialog, each Buy broken only between its store and price', async ({
      page,
    }) => {
      const book = shown[0]
      await page.goto('/')
      await waitUntilLive(page)
      // A card's Buy, and the dialog's, break only between the store's phrase and its price, each whole.
      expect(await buyLabelBreaks(page.getByRole('main')), 'the cards').toEqual([])
      await tapViewDetails(bookCard(page, book.title))
      const dialog = page.getByRole('dialog', { name: book.title })
      await expect(dialog).toBeVisible()
      expect(await buyLabelBreaks(dialog), 'the dialog').toEqual([])
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      const title = bookCard(page, book.title).getByRole('link', { name: book.title, exact: true })
      await scrollToRevealed(title)
      await title.click()
      await expect(page).toHaveURL(new RegExp(`/books/${book.slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title)
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })
  })
