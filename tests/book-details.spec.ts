// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// What the dialog shows of a book, its size and its contrast. How it closes and how its carousel moves is
// code that behaves alike for every author: book-dialog-controls.spec.ts, run on the demo alone.
import { homeBooks } from '#src/content/home-books.ts'
import { axeWithDialogOpen } from './support/axe-dialog.ts'
import { carousel, openDetails } from './support/book-dialog.ts'
import { cardBuy, content, words } from './support/content.ts'
import { sameForEveryAuthor } from './support/same-for-every-author.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, test } from './support/test.ts'

const defaultViewport = { width: 1280, height: 720 }

// The home's first card, whose dialog the tests open.
const book = homeBooks(content.books)[0]
const link = cardBuy(book)

// The home opened once for the tests that each open the dialog from it and look at it; each closes the dialog it
// opened (its content goes with it, the next opens afresh) and gives the screen back its size.
test.describe('the dialog opened from the home', () => {
  const home = sharedPage(async (page) => {
    await page.goto('/')
  })

  test.afterEach(async () => {
    const page = home()
    const dialog = page.getByRole('dialog')
    if (await dialog.isVisible()) await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await page.setViewportSize(defaultViewport)
  })

  test('the dialog shows the genre, year, description, themes and review, and leads to the sample and the book’s page', async () => {
    const page = home()
    const { dialog } = await openDetails(page, book)
    await expect(dialog.getByText(book.genre, { exact: true })).toBeVisible()
    await expect(dialog.getByText(`Published ${book.year}`)).toBeVisible()
    await expect(dialog.getByRole('region', { name: 'About This Book' })).toContainText(book.description.paragraphs[0])
    await expect(dialog.getByRole('region', { name: 'Key Themes' }).getByRole('listitem')).toHaveText([
      ...book.keyThemes,
    ])
    const reviews = dialog.getByRole('region', { name: 'Reader Reviews' })
    const [review] = book.reviews
    await expect(reviews).toContainText(review.quote)
    await expect(reviews).toContainText(review.source)
    await expect(reviews.getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeVisible()
    const sample = dialog.getByRole('link', { name: words.books.sample, exact: true })
    if (book.sample) await expect(sample).toHaveAttribute('href', `/books/${book.slug}/sample`)
    else await expect(sample).toHaveCount(0)
    await expect(dialog.getByRole('link', { name: words.details.bookPage, exact: true })).toHaveAttribute(
      'href',
      `/books/${book.slug}`,
    )
  })

  test('the buy link opens the retailer in a new tab', sameForEveryAuthor, async () => {
    const page = home()
    const context = page.context()
    await context.route(`${new URL(link.url).origin}/**`, (route) => route.fulfill({ body: 'ok' }))
    const { dialog } = await openDetails(page, book)
    const buy = dialog.getByRole('link', { name: link.words, exact: true })
    await expect(buy).toHaveAttribute('href', link.url)
    await expect(buy).toHaveAttribute('target', '_blank')
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer')
    const [tab] = await Promise.all([context.waitForEvent('page'), buy.click()])
    await expect(tab).toHaveURL(link.url)
    await expect(dialog).toBeVisible()
    await tab.close()
  })

  test('the dialog is at most 4xl wide and 90% of the viewport high, and its content scrolls', async () => {
    const page = home()
    await page.setViewportSize({ width: 1280, height: 600 })
    const { dialog } = await openDetails(page, book)
    await expect(dialog).toHaveCSS('max-width', '896px')
    const box = (await dialog.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(896)
    expect(box.height).toBeLessThanOrEqual(600 * 0.9 + 1)
    const scroller = dialog.locator('> div')
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    // The buy button and Share sit under the title, in view at once; the details scroll on below them.
    await expect(dialog.getByRole('link', { name: link.words, exact: true })).toBeInViewport()
    await expect(dialog.getByRole('button', { name: `Share ${book.title}` })).toBeInViewport()
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
  })

  test('the images sit beside the text on wide screens and above it on phones', async () => {
    const page = home()
    const { dialog } = await openDetails(page, book)
    const images = (await carousel(dialog, book).region.boundingBox())!
    const about = (await dialog.getByRole('region', { name: 'About This Book' }).boundingBox())!
    expect(images.x + images.width).toBeLessThanOrEqual(about.x)
    await page.setViewportSize({ width: 390, height: 844 })
    const phoneImages = (await carousel(dialog, book).region.boundingBox())!
    const phoneAbout = (await dialog.getByRole('region', { name: 'About This Book' }).boundingBox())!
    expect(phoneImages.y + phoneImages.height).toBeLessThanOrEqual(phoneAbout.y)
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open dialog has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/)
    const { dialog } = await openDetails(page, book)
    await expect(dialog.locator('img').first()).toHaveCSS('opacity', '1')
    expect(await axeWithDialogOpen(page)).toEqual([])
  })
}
