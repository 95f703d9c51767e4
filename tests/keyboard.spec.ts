import { answerContact } from './support/contact-route.ts'
import { tabTo } from './support/keyboard.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

test('the whole journey works by keyboard alone', async ({ page }) => {
  await answerContact(page, 200)
  await page.goto('/')
  await waitUntilLive(page)

  await tabTo(page, 'Explore Books')
  await page.keyboard.press('Enter')
  await expect(page.locator('#books')).toBeInViewport()

  const viewDetails = await tabTo(page, 'View Details')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'The Digital Ocean' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(viewDetails).toBeFocused()

  await tabTo(page, 'Name')
  await page.keyboard.type('Ada Reader')
  await page.keyboard.press('Tab')
  await page.keyboard.type('ada@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Hello')
  await page.keyboard.press('Tab')
  await page.keyboard.type('A message typed with the keyboard only.')
  await tabTo(page, 'Send Message')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listitem').filter({ hasText: 'Message Sent!' })).toBeVisible()

  await tabTo(page, /^Switch to (dark|light) theme$/)
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!wasDark)

  await tabTo(page, 'Chat')
  await page.keyboard.press('Enter')
  // A reader types once they see the panel's input, which takes focus on open.
  await expect(page.getByPlaceholder('Ask about the books…')).toBeFocused()
  await page.keyboard.type('Where can I buy your books?')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('log')).toContainText('Where can I buy your books?')
})
