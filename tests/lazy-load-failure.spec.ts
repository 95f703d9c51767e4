import { tapViewDetails } from './support/book-card.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

// A worker that has precached the chunk would serve it past page.route: the failure must come from the network.
test.use({ serviceWorkers: 'block' })

test('a dialog whose code cannot download says so, the page stays up, and the next tap tries again', async ({
  page,
}) => {
  const dialogCode = /BookDetailsDialog-[^/]+\.js$/
  await page.route(dialogCode, (route) => route.abort())
  await page.goto('/')
  await waitUntilLive(page)
  const [book] = content.books
  const card = page.getByRole('article', { name: book.title })
  await tapViewDetails(card)
  await expect(page.getByRole('alert')).toContainText('This could not be opened')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.author.name)
  await expect(page.getByRole('button', { name: 'Reading Schedule' })).toBeEnabled()

  await page.unroute(dialogCode)
  await tapViewDetails(card)
  await expect(page.getByRole('dialog', { name: book.title })).toBeVisible()
})
