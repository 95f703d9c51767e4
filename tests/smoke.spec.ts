import { expect, test } from '@playwright/test'

test('the home page shows the author', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Elena Marlowe')
})
