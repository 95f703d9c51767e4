import { answerContact } from './support/contact-route.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, type Page, test } from './support/test.ts'

/** Presses Tab until the focused element has the given accessible name, as a keyboard user would. */
async function tabTo(page: Page, name: string | RegExp, max = 60) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null
      if (!element || element === document.body) return ''
      // biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees, as a screen reader names the control
      return (element.getAttribute('aria-label') ?? (element.labels?.[0] ?? element).innerText).trim()
    })
    if (typeof name === 'string' ? label === name : name.test(label)) return page.locator(':focus')
  }
  throw new Error(`Tab never reached ${name}`)
}

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
