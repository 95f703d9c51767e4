import AxeBuilder from '@axe-core/playwright'
import { tapViewDetails } from './support/book-card.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

// A worker that has precached the page's code would serve it past page.route.
test.use({ serviceWorkers: 'block' })

test('a page whose code fails says so in the site’s words, and a reload brings it', async ({ page }) => {
  const [book] = content.books
  await page.route(/\/assets\/BookPage-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken deploy")' }),
  )
  await page.goto('/')
  await waitUntilLive(page)
  await tapViewDetails(page.getByRole('article', { name: book.title }))
  await page.getByRole('dialog', { name: book.title }).getByRole('link', { name: 'Open the book’s page' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible()
  await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await page.unroute(/\/assets\/BookPage-[^/]+\.js$/)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
})
