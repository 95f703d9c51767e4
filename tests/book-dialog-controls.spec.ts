// How a book's details dialog closes and how its carousel moves: code that behaves alike for every author,
// so it runs on the demo alone; what the dialog shows of a book is book-details.spec.ts, run for every author.
import { homeBooks } from '#src/content/home-books.ts'
import { carousel, expectShowing, openDetails } from './support/book-dialog.ts'
import { assetStem, content } from './support/content.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

// The home's first card, whose dialog the tests open.
const book = homeBooks(content.books)[0]

// The home opened once; each test closes the dialog it opened, whose content goes with it: the next opens afresh.
const home = sharedPage(async (page) => {
  await page.goto('/')
})

test.afterEach(async () => {
  const dialog = home().getByRole('dialog')
  if (await dialog.isVisible()) await home().keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

const closeWays: [string, (page: Page, dialog: Locator) => Promise<void>][] = [
  ['its close button', (_, dialog) => dialog.getByRole('button', { name: 'Close' }).click()],
  ['Escape', (page) => page.keyboard.press('Escape')],
  ['a click outside', (page) => page.mouse.click(5, 5)],
]
for (const [way, close] of closeWays) {
  test(`"View Details" opens the dialog named after the book; ${way} closes it and focus returns`, async () => {
    const page = home()
    const { viewDetails, dialog } = await openDetails(page, book)
    await close(page, dialog)
    await expect(dialog).toBeHidden()
    await expect(viewDetails).toBeFocused()
    await viewDetails.click()
    await expect(dialog).toBeVisible()
  })
}

test('a click inside the dialog does not close it', async () => {
  const page = home()
  const { dialog } = await openDetails(page, book)
  await dialog.getByRole('heading', { name: 'About This Book' }).click()
  await expect(dialog).toBeVisible()
})

test('selecting text with a drag that ends outside does not close it', async () => {
  const page = home()
  const { dialog } = await openDetails(page, book)
  const text = (await dialog.getByRole('region', { name: 'About This Book' }).boundingBox())!
  await page.mouse.move(text.x + 20, text.y + 40)
  await page.mouse.down()
  await page.mouse.move(5, 5, { steps: 5 })
  await page.mouse.up()
  await expect(dialog).toBeVisible()
})

test('the carousel starts at the first image and wraps both ways', async () => {
  const page = home()
  const { dialog } = await openDetails(page, book)
  const c = carousel(dialog, book)
  await expect(c.slides).toHaveCount(3)
  await expectShowing(dialog, book, 1)
  await c.previous.click()
  await expectShowing(dialog, book, 3)
  await c.next.click()
  await expectShowing(dialog, book, 1)
  await c.next.click()
  await c.next.click()
  await expectShowing(dialog, book, 3)
})

test('the carousel slides in 0.3 s, and shows the cover, then the book’s own images', async () => {
  const page = home()
  const { dialog } = await openDetails(page, book)
  const c = carousel(dialog, book)
  await expect(c.slides.first().locator('..')).toHaveCSS('transition-duration', '0.3s')
  // Each image but the cover loads as its slide comes near: show each in turn.
  const images = [book.cover, ...book.images.map((one) => one.image)]
  await expect(c.slides).toHaveCount(images.length)
  for (const [index, image] of images.entries()) {
    await c.dot(index + 1).click()
    await expect(c.slides.nth(index).locator('img')).toHaveAttribute('src', new RegExp(`^/assets/${assetStem(image)}-`))
  }
})

test('the dots jump to their image', async () => {
  const page = home()
  const { dialog } = await openDetails(page, book)
  const c = carousel(dialog, book)
  await c.dot(3).click()
  await expectShowing(dialog, book, 3)
  await c.dot(2).click()
  await expectShowing(dialog, book, 2)
  await c.dot(1).click()
  await expectShowing(dialog, book, 1)
})

test('the arrow keys move the carousel when it has focus', async () => {
  const page = home()
  const { dialog } = await openDetails(page, book)
  const c = carousel(dialog, book)
  await c.region.focus()
  await page.keyboard.press('ArrowRight')
  await expectShowing(dialog, book, 2)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expectShowing(dialog, book, 1)
  await page.keyboard.press('ArrowLeft')
  await expectShowing(dialog, book, 3)
})

test('a touch swipe moves the carousel; a short one does not', async () => {
  const page = home()
  const { dialog } = await openDetails(page, book)
  const { viewport } = carousel(dialog, book)
  const swipe = async (fromX: number, toX: number) => {
    await viewport.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: fromX, clientY: 300 })
    await viewport.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: toX, clientY: 310 })
  }
  await swipe(300, 200)
  await expectShowing(dialog, book, 2)
  await swipe(200, 300)
  await expectShowing(dialog, book, 1)
  await swipe(200, 300)
  await expectShowing(dialog, book, 3)
  await swipe(300, 280)
  await expectShowing(dialog, book, 3)
})
