import { bookCard, tapViewDetails } from './support/book-card.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

test('a dialog whose code cannot download says so, the page stays up, and the next tap tries again', async ({
  page,
}) => {
  const dialogCode = /BookDetailsDialog-[^/]+\.js$/
  await page.route(dialogCode, (route) => route.abort())
  await page.goto('/')
  await waitUntilLive(page)
  const [book] = content.books
  const card = bookCard(page, book.title)
  await tapViewDetails(card)
  await expect(page.getByRole('alert')).toContainText('This could not be opened')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.author.name)
  await expect(page.getByRole('button', { name: 'Reading Schedule' })).toBeEnabled()

  await page.unroute(dialogCode)
  await tapViewDetails(card)
  await expect(page.getByRole('dialog', { name: book.title })).toBeVisible()
})

test('a dialog opened before its book’s text is in keeps the text’s place; if the text cannot download it says so, and the next tap tries again', async ({
  page,
}) => {
  const bookText = /\/book-text-[^/]+\.js$/
  let fail = true
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(bookText, async (route) => {
    await held
    await (fail ? route.abort() : route.continue())
  })
  await page.goto('/')
  await waitUntilLive(page)
  const [book] = content.books
  const card = bookCard(page, book.title)
  await tapViewDetails(card)
  const dialog = page.getByRole('dialog', { name: book.title })
  const about = dialog.getByRole('region', { name: 'About This Book' })
  await expect(about.locator('[aria-busy="true"]')).toBeVisible()
  release()
  await expect(page.getByRole('alert')).toContainText('This could not be opened')
  await expect(dialog).toBeHidden()

  fail = false
  await tapViewDetails(card)
  await expect(about).toContainText(book.description.paragraphs[0])
  await expect(about.locator('[aria-busy="true"]')).toHaveCount(0)
})
