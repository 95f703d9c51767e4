import { content } from './support/content.ts'
import { scrollToRevealed, waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

// A worker that has precached the chunk would serve it past page.route: the failure must come from the network.
test.use({ serviceWorkers: 'block' })

test('a dialog whose code cannot download says so, and the page stays up', async ({ page }) => {
  await page.route(/BookDetailsDialog-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/')
  await waitUntilLive(page)
  const card = page.getByRole('article').first()
  await scrollToRevealed(card)
  await card.getByRole('button', { name: 'View Details' }).click()
  await expect(page.getByRole('alert')).toContainText('This could not be opened')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.author.name)
  await expect(page.getByRole('button', { name: 'Reading Schedule' })).toBeEnabled()
})
