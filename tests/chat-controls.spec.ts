// How the chat opens, closes, sends and recovers from a failed download: code that behaves alike for every
// author, so it runs on the demo alone; what it says of an author's books is chat.spec.ts, run for every author.

import { axeViolations } from './support/axe.ts'
import {
  chatButton,
  couldNotLoad,
  input,
  lines,
  openChat,
  openChatWhoseCodeFails,
  panel,
  replyTo,
  send,
} from './support/chat.ts'
import { expect, test } from './support/test.ts'

test.describe('chat', () => {
  test('ignores blank input, by Enter or by the send button', async ({ page }) => {
    // The reply comes after about a second of the page's time: the test moves that clock on, not waits it out.
    await page.clock.install()
    await openChat(page)
    await send(page, '   ')
    await panel(page).getByRole('button', { name: 'Send message' }).click()
    await page.clock.runFor(1300)
    await expect(lines(page)).toHaveCount(1)
  })

  test("Enter shows the visitor's line at once and the reply after about a second", async ({ page }) => {
    await openChat(page)
    // Timed inside the page, so the test runner's own latency does not blur the measurement.
    await page.evaluate(() => {
      const times: number[] = []
      ;(window as unknown as { chatTimes: number[] }).chatTimes = times
      document
        .querySelector('[role="dialog"] input')!
        .addEventListener('keydown', () => times.push(performance.now()), { capture: true })
      new MutationObserver(() => times.push(performance.now())).observe(document.querySelector('[role="log"]')!, {
        childList: true,
      })
    })
    await send(page, 'Tell me about Tides of Change')

    await expect(lines(page)).toHaveCount(2)
    await expect(lines(page).nth(1)).toContainText('Tell me about Tides of Change')
    await expect(lines(page)).toHaveCount(3, { timeout: 3000 })
    await expect(lines(page).nth(2)).toContainText(replyTo('Tell me about Tides of Change').text)

    const [sentAt, userLineAt, replyAt] = await page.evaluate(() =>
      (window as unknown as { chatTimes: number[] }).chatTimes.slice(-3),
    )
    expect(userLineAt - sentAt).toBeLessThan(100)
    expect(replyAt - sentAt).toBeGreaterThanOrEqual(900)
    expect(replyAt - sentAt).toBeLessThanOrEqual(1500)
  })

  test('the X button and Escape close the panel and return focus to the chat button', async ({ page }) => {
    await openChat(page)
    await panel(page).getByRole('button', { name: 'Close chat' }).click()
    await expect(panel(page)).toHaveCount(0)
    await expect(chatButton(page)).toBeFocused()
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false')

    await chatButton(page).click()
    await expect(input(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel(page)).toHaveCount(0)
    await expect(chatButton(page)).toBeFocused()
  })

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/')
    for (
      let presses = 0;
      presses < 100 && !(await chatButton(page).evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(chatButton(page)).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('purchase')
    await page.keyboard.press('Enter')
    await expect(lines(page).nth(2)).toContainText(replyTo('purchase').text)

    await page.keyboard.press('Tab')
    await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(chatButton(page)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(input(page)).toBeFocused()
    await expect(lines(page)).toHaveCount(3)
  })

  test('while the panel is still loading, the open button names nothing missing and axe finds nothing', async ({
    page,
  }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.context().route(/ChatPanel-.*\.js$/, async (route) => {
      await held
      await route.fallback()
    })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await chatButton(page).click()

    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(panel(page)).toHaveCount(0)
    await expect(chatButton(page)).not.toHaveAttribute('aria-controls')
    expect(await axeViolations(page)).toEqual([])

    release()
    await expect(chatButton(page)).toHaveAttribute('aria-controls', (await panel(page).getAttribute('id'))!)
  })

  test('says so, the page stays up, and Try again loads it once the code can come', async ({ page }) => {
    const letCodeThrough = await openChatWhoseCodeFails(page)
    await expect(chatButton(page)).not.toHaveAttribute('aria-controls')
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click()
    await expect(chatButton(page)).toBeVisible()

    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(couldNotLoad(page)).toBeVisible()
    await letCodeThrough()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(panel(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    // The button that had focus is gone: focus goes where the reader came to type.
    await expect(input(page)).toBeFocused()
  })

  test('closed and opened again after a failed load, it loads once the code can come', async ({ page }) => {
    const letCodeThrough = await openChatWhoseCodeFails(page)
    await chatButton(page).click()
    await letCodeThrough()
    await chatButton(page).click()
    await expect(panel(page)).toBeVisible()
  })
})
