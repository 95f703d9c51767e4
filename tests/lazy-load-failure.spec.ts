import { tapViewDetails } from './support/book-card.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

// A worker that has precached the chunk would serve it past page.route: the failure must come from the network.
test.use({ serviceWorkers: 'block' })

test('a dialog whose code cannot download says so, and the page stays up', async ({ page }) => {
  await page.route(/BookDetailsDialog-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/')
  await waitUntilLive(page)
  await tapViewDetails(page.getByRole('article').first())
  await expect(page.getByRole('alert')).toContainText('This could not be opened')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.author.name)
  await expect(page.getByRole('button', { name: 'Reading Schedule' })).toBeEnabled()
})
