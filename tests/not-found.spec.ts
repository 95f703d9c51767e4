// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { axeViolations } from './support/axe.ts'
import { content } from './support/content.ts'
import { expect, test } from './support/test.ts'
import { expectTheme } from './support/theme.ts'

test('an unknown path shows the 404 page, logs the path, and links home', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto('/no/such/page')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  expect(errors.some((line) => line.includes('/no/such/page'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.author.name)
})

test('an unknown path and a removed book’s address answer 404 with a page search engines leave out', async ({
  request,
}) => {
  for (const path of ['/no/such/page', '/books/no-such-book']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`<html lang="${content.site.language}"`))
    expect(html).toContain(`<title>Page not found — ${content.author.name}</title>`)
    expect(html).toContain('<meta name="robots" content="noindex" />')
    // Not the home's HTML, nor a canonical pointing there: a soft 404 is one a crawler folds into the home.
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('property="og:url"')
    expect(html).toContain('Oops! Page not found')
  }
})

for (const path of ['/no/such/page', `/books/no-such-book`])
  test(`${path}: the 404 in the site's frame, with its own title and a way to the books`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(page).toHaveTitle(`Page not found — ${content.author.name}`)
    // The frame every other page has: the way home and to the books, the footer, the theme button.
    const nav = page.getByRole('navigation', { name: 'Site' })
    await expect(nav.getByRole('link', { name: content.author.name })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Books', exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible()
    // The spec's words stay.
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('404')
    await expect(main).toContainText('Oops! Page not found')
    await expect(main.getByRole('link', { name: 'Return to Home' })).toBeVisible()
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      // The page follows the device's turn, as a reader's does who has not chosen a theme.
      await expectTheme(page, colorScheme)
      expect(await axeViolations(page), colorScheme).toEqual([])
    }
    await main.getByRole('link', { name: 'See the books' }).click()
    await expect(page).toHaveURL(/\/#books$/)
    await expect(page.locator('#books')).toBeInViewport()
    await expect(page).toHaveTitle(content.site.title)
  })
