import { homeBooks } from '#src/content/home-books.ts'
import { content } from './support/content.ts'
import { tabTo } from './support/keyboard.ts'
import { waitUntilLive } from './support/live.ts'
import { withoutShareSheet } from './support/no-share-sheet.ts'
import { stubShareSheet } from './support/share-sheet.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

// The home's first card: the first "View Details" a keyboard reaches.
const book = homeBooks(content.books)[0]

/** The details dialog opened and its Share button pressed, by keyboard alone. */
async function shareByKeyboard(page: Page) {
  await page.goto('/')
  await waitUntilLive(page)
  await tabTo(page, 'View Details')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: book.title })
  await expect(dialog).toBeVisible()
  await tabTo(page, `Share ${book.title}`)
  await page.keyboard.press('Enter')
  return dialog
}

/** The book's own page at the site's public address, the one the canonical link names. */
async function bookLink(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  return new URL(`books/${book.slug}`, canonical ?? '').href
}

/** What sharing could say; other toasts (the first visit's "ready offline") may come and go meanwhile. */
const shareToasts = (dialog: Locator) =>
  dialog.getByRole('listitem').filter({ hasText: /^(Link copied|Could not share)/ })

test('with a share sheet, the book is shared with its title and its address', async ({ page }) => {
  await stubShareSheet(page, 'share')
  const dialog = await shareByKeyboard(page)
  await expect
    .poll(() => page.evaluate(() => window.shared))
    .toEqual([{ title: book.title, url: await bookLink(page) }])
  await expect(shareToasts(dialog)).toHaveCount(0)
})

test('closing the share sheet is no error: no toast, nothing copied', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await stubShareSheet(page, 'cancel')
  const dialog = await shareByKeyboard(page)
  await expect.poll(() => page.evaluate(() => window.shared.length)).toBe(1)
  await expect(shareToasts(dialog)).toHaveCount(0)
  await expect(dialog).toBeVisible()
  expect(errors).toEqual([])
})

test('without a share sheet, the link is copied and a toast says so, seen and heard over the open dialog', async ({
  page,
}) => {
  await withoutShareSheet(page)
  const dialog = await shareByKeyboard(page)
  const toast = dialog.getByRole('status').getByRole('listitem').filter({ hasText: 'Link copied' })
  await expect(toast).toBeVisible()
  const link = await bookLink(page)
  await expect(toast).toContainText(link)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  // In the top layer with the dialog, not behind it: the toast is what the reader sees at its centre.
  expect(
    await toast.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return element.contains(document.elementFromPoint(x + width / 2, y + height / 2))
    }),
  ).toBe(true)
  await toast.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(toast).toBeHidden()
  await expect(dialog).toBeVisible()
})
