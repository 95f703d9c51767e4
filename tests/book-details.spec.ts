// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { axeWithDialogOpen } from './support/axe-dialog.ts'
import { tapViewDetails } from './support/book-card.ts'
import { assetStem, cardBuy, content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'
import { withoutTheWorker } from './support/without-the-worker.ts'

test.use(withoutTheWorker)

const book = content.books[0]
const link = cardBuy(book)

async function openDetails(page: Page) {
  await waitUntilLive(page)
  const viewDetails = await tapViewDetails(page.getByRole('article', { name: book.title }))
  const dialog = page.getByRole('dialog', { name: book.title })
  await expect(dialog).toBeVisible()
  return { viewDetails, dialog }
}

function carousel(dialog: Locator) {
  const slides = dialog.locator('[aria-roledescription="slide"]')
  return {
    region: dialog.getByRole('region', { name: `Images of ${book.title}` }),
    status: dialog.getByText(/^Image \d of 3$/),
    slides,
    viewport: slides.first().locator('../..'),
    dot: (n: number) => dialog.getByRole('button', { name: `Show image ${n} of 3` }),
    previous: dialog.getByRole('button', { name: 'Previous image' }),
    next: dialog.getByRole('button', { name: 'Next image' }),
  }
}

/** The shown image: the status says it, its dot is current, and it has slid fully into view. */
async function expectShowing(dialog: Locator, n: number) {
  const c = carousel(dialog)
  await expect(c.status).toHaveText(`Image ${n} of 3`)
  await expect(c.dot(n)).toHaveAttribute('aria-current', 'true')
  await expect(dialog.locator('[aria-current="true"]')).toHaveCount(1)
  await expect(c.slides.nth(n - 1)).toBeInViewport({ ratio: 0.95 })
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

const closeWays: [string, (page: Page, dialog: Locator) => Promise<void>][] = [
  ['its close button', (_, dialog) => dialog.getByRole('button', { name: 'Close' }).click()],
  ['Escape', (page) => page.keyboard.press('Escape')],
  ['a click outside', (page) => page.mouse.click(5, 5)],
]
for (const [way, close] of closeWays) {
  test(`"View Details" opens the dialog named after the book; ${way} closes it and focus returns`, async ({ page }) => {
    const { viewDetails, dialog } = await openDetails(page)
    await close(page, dialog)
    await expect(dialog).toBeHidden()
    await expect(viewDetails).toBeFocused()
    await viewDetails.click()
    await expect(dialog).toBeVisible()
  })
}

test('a click inside the dialog does not close it', async ({ page }) => {
  const { dialog } = await openDetails(page)
  await dialog.getByRole('heading', { name: 'About This Book' }).click()
  await expect(dialog).toBeVisible()
})

test('selecting text with a drag that ends outside does not close it', async ({ page }) => {
  const { dialog } = await openDetails(page)
  const text = (await dialog.getByRole('region', { name: 'About This Book' }).boundingBox())!
  await page.mouse.move(text.x + 20, text.y + 40)
  await page.mouse.down()
  await page.mouse.move(5, 5, { steps: 5 })
  await page.mouse.up()
  await expect(dialog).toBeVisible()
})

test('the carousel starts at the first image and wraps both ways', async ({ page }) => {
  const { dialog } = await openDetails(page)
  const c = carousel(dialog)
  await expect(c.slides).toHaveCount(3)
  await expectShowing(dialog, 1)
  await c.previous.click()
  await expectShowing(dialog, 3)
  await c.next.click()
  await expectShowing(dialog, 1)
  await c.next.click()
  await c.next.click()
  await expectShowing(dialog, 3)
})

test('the carousel slides in 0.3 s, and every slide is the cover', async ({ page }) => {
  const { dialog } = await openDetails(page)
  const c = carousel(dialog)
  await expect(c.slides.first().locator('..')).toHaveCSS('transition-duration', '0.3s')
  for (const slide of await c.slides.all())
    await expect(slide.locator('img')).toHaveAttribute('src', new RegExp(`^/assets/${assetStem(book.cover)}-`))
})

test('the dots jump to their image', async ({ page }) => {
  const { dialog } = await openDetails(page)
  const c = carousel(dialog)
  await c.dot(3).click()
  await expectShowing(dialog, 3)
  await c.dot(2).click()
  await expectShowing(dialog, 2)
  await c.dot(1).click()
  await expectShowing(dialog, 1)
})

test('the arrow keys move the carousel when it has focus', async ({ page }) => {
  const { dialog } = await openDetails(page)
  const c = carousel(dialog)
  await c.region.focus()
  await page.keyboard.press('ArrowRight')
  await expectShowing(dialog, 2)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expectShowing(dialog, 1)
  await page.keyboard.press('ArrowLeft')
  await expectShowing(dialog, 3)
})

test('a touch swipe moves the carousel; a short one does not', async ({ page }) => {
  const { dialog } = await openDetails(page)
  const { viewport } = carousel(dialog)
  const swipe = async (fromX: number, toX: number) => {
    await viewport.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: fromX, clientY: 300 })
    await viewport.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: toX, clientY: 310 })
  }
  await swipe(300, 200)
  await expectShowing(dialog, 2)
  await swipe(200, 300)
  await expectShowing(dialog, 1)
  await swipe(200, 300)
  await expectShowing(dialog, 3)
  await swipe(300, 280)
  await expectShowing(dialog, 3)
})

test('the dialog shows the genre, year, description, themes and review', async ({ page }) => {
  const { dialog } = await openDetails(page)
  await expect(dialog.getByText(book.genre, { exact: true })).toBeVisible()
  await expect(dialog.getByText(`Published ${book.year}`)).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'About This Book' })).toContainText(book.description.paragraphs[0])
  await expect(dialog.getByRole('region', { name: 'Key Themes' }).getByRole('listitem')).toHaveText([...book.keyThemes])
  const reviews = dialog.getByRole('region', { name: 'Reader Reviews' })
  const [review] = book.reviews
  await expect(reviews).toContainText(review.quote)
  await expect(reviews).toContainText(review.source)
  await expect(reviews.getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeVisible()
})

test('the buy link opens the retailer in a new tab', async ({ page, context }) => {
  await context.route(`${new URL(link.url).origin}/**`, (route) => route.fulfill({ body: 'ok' }))
  const { dialog } = await openDetails(page)
  const buy = dialog.getByRole('link', { name: link.words, exact: true })
  await expect(buy).toHaveAttribute('href', link.url)
  await expect(buy).toHaveAttribute('target', '_blank')
  await expect(buy).toHaveAttribute('rel', 'noopener noreferrer')
  const [tab] = await Promise.all([context.waitForEvent('page'), buy.click()])
  await expect(tab).toHaveURL(link.url)
  await expect(dialog).toBeVisible()
})

test('the dialog is at most 4xl wide and 90% of the viewport high, and its content scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  const { dialog } = await openDetails(page)
  await expect(dialog).toHaveCSS('max-width', '896px')
  const box = (await dialog.boundingBox())!
  expect(box.width).toBeLessThanOrEqual(896)
  expect(box.height).toBeLessThanOrEqual(600 * 0.9 + 1)
  const scroller = dialog.locator('> div')
  expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
  // The buy button sits under the title, in view at once; the share button ends the details.
  await expect(dialog.getByRole('link', { name: link.words, exact: true })).toBeInViewport()
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(dialog.getByRole('button', { name: `Share ${book.title}` })).toBeInViewport()
})

test('the images sit beside the text on wide screens and above it on phones', async ({ page }) => {
  const { dialog } = await openDetails(page)
  const images = (await carousel(dialog).region.boundingBox())!
  const about = (await dialog.getByRole('region', { name: 'About This Book' }).boundingBox())!
  expect(images.x + images.width).toBeLessThanOrEqual(about.x)
  await page.setViewportSize({ width: 390, height: 844 })
  const phoneImages = (await carousel(dialog).region.boundingBox())!
  const phoneAbout = (await dialog.getByRole('region', { name: 'About This Book' }).boundingBox())!
  expect(phoneImages.y + phoneImages.height).toBeLessThanOrEqual(phoneAbout.y)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open dialog has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/)
    const { dialog } = await openDetails(page)
    await expect(dialog.locator('img').first()).toHaveCSS('opacity', '1')
    expect(await axeWithDialogOpen(page)).toEqual([])
  })
}
