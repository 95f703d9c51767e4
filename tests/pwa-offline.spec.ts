import { tapViewDetails } from './support/book-card.ts'
import { waitUntilLive } from './support/live.ts'
import { visitOnceThenGoOffline } from './support/offline.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, test } from './support/test.ts'
import { withoutTheWorker, withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

// One online visit and one reload offline for all of them: each test opens a part the others leave alone, each part's
// code still loaded first from the worker's cache in its own test; each closes what it opened, and the 404 goes last.
test.describe('after one online visit, with no network', () => {
  const offline = sharedPage(async (page) => {
    await visitOnceThenGoOffline(page, page.context())
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elena Marlowe')
    await waitUntilLive(page)
  }, withTheWorker)

  test.afterEach(async () => {
    const page = offline()
    const open = page.locator('dialog[open], [role=dialog]').filter({ visible: true })
    if ((await open.count()) > 0) await page.keyboard.press('Escape')
    await expect(open).toHaveCount(0)
  })

  test('the whole page renders, with every cover and the portrait', async () => {
    const page = offline()
    // Covers below the fold load as they come near, so walk the page as a reader would.
    for (const part of await page.locator('#about, #books article').all()) await part.scrollIntoViewIfNeeded()
    const images = page.locator('main img')
    // The lead book's cover on the first screen, the portrait, three cards' covers and the Coming Soon card's.
    await expect(images).toHaveCount(6)
    await expect
      .poll(() =>
        images.evaluateAll((all) => all.filter((image) => (image as HTMLImageElement).naturalWidth === 0).length),
      )
      .toBe(0)
    await expect(page.getByText('Image unavailable')).toHaveCount(0)
  })

  test('the details dialog and its carousel work', async () => {
    const page = offline()
    await tapViewDetails(page.getByRole('article').first())
    const dialog = page.getByRole('dialog', { name: 'The Digital Ocean' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('region', { name: 'Reader Reviews' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Next image' }).click()
    await expect(dialog.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true')
  })

  test('the chat answers', async () => {
    const page = offline()
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    await page.getByPlaceholder('Ask about the books…').fill('Tell me about Tides of Change')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('log')).toContainText(/Ruth|island|fisherman/i)
  })

  test('the reading schedule opens and its calendar file downloads', async () => {
    const page = offline()
    await page.getByRole('button', { name: 'Reading Schedule' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: /^Add to calendar/ })
        .first()
        .click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
  })

  test('the theme toggle still works', async () => {
    const page = offline()
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const before = await dark()
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click()
    expect(await dark()).toBe(!before)
  })

  test('an unknown path shows the 404 page', async () => {
    const page = offline()
    await page.goto('/some/unknown/path')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })
})

test('control: without the service worker, an offline reload fails', async ({ browser }) => {
  const context = await browser.newContext(withoutTheWorker)
  const page = await context.newPage()
  await page.goto('/')
  await context.setOffline(true)
  await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  await context.close()
})
