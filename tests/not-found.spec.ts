// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { content } from './support/content.ts'
import { expect, test } from './support/test.ts'

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
