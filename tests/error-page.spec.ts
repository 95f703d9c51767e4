import { axeViolations } from './support/axe.ts'
import { bookCard, tapViewDetails } from './support/book-card.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

test('a page whose code fails says so in the site’s words, and a reload brings it', async ({ page }) => {
  const [book] = content.books
  await page.route(/\/assets\/BookPage-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken deploy")' }),
  )
  await page.goto('/')
  await waitUntilLive(page)
  await tapViewDetails(bookCard(page, book.title))
  await page.getByRole('dialog', { name: book.title }).getByRole('link', { name: 'Open the book’s page' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible()
  await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await page.unroute(/\/assets\/BookPage-[^/]+\.js$/)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
})

test('a page whose code cannot download offline keeps the reader in the site, and opens once back online', async ({
  page,
  context,
}) => {
  const [book] = content.books
  await page.goto('/')
  await waitUntilLive(page)
  await tapViewDetails(bookCard(page, book.title))
  const openPage = page.getByRole('dialog', { name: book.title }).getByRole('link', { name: 'Open the book’s page' })
  await expect(openPage).toBeVisible()

  await context.setOffline(true)
  await openPage.click()
  await expect(page.getByRole('heading', { level: 1, name: 'This page needs a connection' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // Every heading the reader is shown from here on: the page, with no error flashing up on the way.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { headingsSeen: seen })
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) seen.push(h1.textContent ?? '')
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
  const headingsSeen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen)
  expect(headingsSeen).not.toContain('This page could not be shown')
  await expect(page).toHaveURL(new RegExp(`/books/${book.slug}$`))
})
