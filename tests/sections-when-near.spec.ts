import { fillContactForm, sendButton } from './support/contact-form.ts'
import { content } from './support/content.ts'
import { scrollToRevealed, waitUntilLive } from './support/live.ts'
import { expect, type Page, test } from './support/test.ts'

/** Whether the page has fetched a file whose name starts so (a chunk is named after its module). */
const fetched = (page: Page, prefix: string) =>
  page.evaluate(
    (prefix) =>
      performance.getEntriesByType('resource').some((entry) => entry.name.split('/').pop()?.startsWith(prefix)),
    prefix,
  )

test('a section far below the fold loads its code and comes alive only once the reader nears it', async ({ page }) => {
  await page.goto('/')
  // The section just below the hero is near from the start: the app is running once its code has come.
  await expect.poll(() => fetched(page, 'About-')).toBe(true)
  // Ample time for code started with About's to land, had it been started.
  await page.waitForTimeout(1500)
  expect(await fetched(page, 'ContactSection-')).toBe(false)
  await expect(sendButton(page)).toBeDisabled()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')

  await page.locator('#contact').scrollIntoViewIfNeeded()
  await expect.poll(() => fetched(page, 'ContactSection-')).toBe(true)
  await fillContactForm(page)
  await expect(sendButton(page)).toBeEnabled()
})

test('a section still held when the reader leaves the home renders at once on the way back', async ({ page }) => {
  const [book] = content.books
  await page.goto('/')
  await expect.poll(() => fetched(page, 'About-')).toBe(true)
  const card = page.getByRole('article', { name: book.title })
  await scrollToRevealed(card)
  expect(await fetched(page, 'ContactSection-')).toBe(false)
  await card.getByRole('button', { name: 'View Details' }).click()
  await page.getByRole('dialog', { name: book.title }).getByRole('link', { name: 'Open the book’s page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
  await page.goBack()
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await fillContactForm(page)
  await expect(sendButton(page)).toBeEnabled()
})

test('every section comes back when React has to replace markup it could not adopt', async ({ page }) => {
  // What a translating extension does to the page before the app starts: React renders it anew.
  await page.route('/', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace('Powered by', 'Propulsé par') })
  })
  await page.goto('/')
  await waitUntilLive(page)
  await expect(page.locator('footer')).toContainText('Powered by')
  for (const id of ['about', 'books', 'contact']) await expect(page.locator(`main section#${id}`)).toBeAttached()
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await fillContactForm(page)
  await expect(sendButton(page)).toBeEnabled()
})
