// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import AxeBuilder from '@axe-core/playwright'
import { replies } from '#src/widgets/chat/reply-rules.ts'
import { content, words } from './support/content.ts'
import { expect, type Page, test } from './support/test.ts'
import { withoutTheWorker } from './support/without-the-worker.ts'

test.use(withoutTheWorker)

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat', exact: true })
const replyTo = replies({ ...content, words: { chat: words.chat, buy: words.books.buy, formats: words.formats } })
const panel = (page: Page) => page.getByRole('dialog', { name: `Chat with ${content.site.chat.assistant}` })
const couldNotLoad = (page: Page) => page.getByRole('status').filter({ hasText: 'The chat could not load' })

/** Opens the chat while its panel's code cannot download; returns what lets the code through again. */
async function openChatWhoseCodeFails(page: Page) {
  const panelCode = /ChatPanel-.*\.js$/
  await page.context().route(panelCode, (route) => route.abort())
  await page.goto('/')
  await chatButton(page).click()
  await expect(couldNotLoad(page)).toBeVisible()
  return () => page.context().unroute(panelCode)
}
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' })
const lines = (page: Page) => panel(page).getByRole('log').locator(':scope > p')

async function openChat(page: Page) {
  await page.goto('/')
  await chatButton(page).click()
  await expect(input(page)).toBeFocused()
}

async function send(page: Page, text: string) {
  await input(page).fill(text)
  await input(page).press('Enter')
}

test.describe('chat', () => {
  test('opens from a round button in the bottom-left corner, greets, and focuses the input', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto('/')
    const box = await chatButton(page).boundingBox()
    expect(box!.width).toBeGreaterThanOrEqual(44)
    expect(box!.x + box!.width).toBeLessThan(360 / 2)
    expect(box!.y).toBeGreaterThan(640 / 2)
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false')

    await chatButton(page).click()
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(chatButton(page)).toHaveAttribute('aria-controls', (await panel(page).getAttribute('id'))!)
    await expect(input(page)).toBeFocused()
    await expect(lines(page)).toHaveCount(1)
    await expect(lines(page)).toContainText('Hello!')
    await expect(panel(page).getByRole('log')).toHaveAttribute('aria-live', 'polite')
  })

  test('fits a 360px-wide phone without covering the theme toggle', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await openChat(page)
    const box = (await panel(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    expect(box.y).toBeGreaterThanOrEqual(0)
    const toggle = (await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).boundingBox())!
    expect(toggle.y).toBeGreaterThanOrEqual(box.y + box.height)
  })

  test('ignores blank input, by Enter or by the send button', async ({ page }) => {
    await openChat(page)
    await send(page, '   ')
    await panel(page).getByRole('button', { name: 'Send message' }).click()
    await page.waitForTimeout(1300)
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

  test('the send button sends too, and the author question gets the author reply', async ({ page }) => {
    await openChat(page)
    await input(page).fill('Who is the author?')
    await panel(page).getByRole('button', { name: 'Send message' }).click()
    await expect(input(page)).toHaveValue('')
    await expect(lines(page).nth(2)).toHaveText(`Assistant: ${replyTo('author').text}`)
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

  test('keeps the conversation, and a pending reply, across closing and reopening', async ({ page }) => {
    await openChat(page)
    const question = `Where can I buy ${content.books.at(-1)!.title}?`
    await send(page, question)
    await page.keyboard.press('Escape')
    await page.waitForTimeout(1300)
    await chatButton(page).click()
    await expect(lines(page)).toHaveCount(3)
    // To buy a book is its stores, as links.
    const reply = replyTo(question)
    await expect(lines(page).nth(2)).toContainText(reply.text)
    const first = reply.links![0]
    await expect(lines(page).nth(2).getByRole('link', { name: first.label })).toHaveAttribute('href', first.url)
  })

  test('asked in what order to read a series, lists its books in order, each opening its page', async ({ page }) => {
    const [series] = content.series
    test.skip(!series, 'the author has no series')
    const question = `In what order should I read ${series.name}?`
    const reply = replyTo(question)
    test.skip(!reply.books, `a title, buying or the author in "${question}" takes its own reply first`)
    await openChat(page)
    await send(page, question)
    const books = lines(page).nth(2).getByRole('link')
    await expect(books).toHaveText(reply.books!.map((book) => book.label))
    const [first] = series.books
    await books.first().click()
    await expect(page).toHaveURL(`/books/${first}`)
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
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`)).toEqual([])

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

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violations with the chat open, in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await openChat(page)
      await send(page, `Tell me about ${content.author.firstName}`)
      await expect(lines(page)).toHaveCount(3, { timeout: 3000 })
      // The sections have their own axe test; this one looks at the floating widgets only.
      const { violations } = await new AxeBuilder({ page })
        .include(`#${await panel(page).getAttribute('id')}`)
        .include('[aria-label="Chat"]')
        .include('button:has(> .sr-only)')
        .analyze()
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`)).toEqual([])
    })
  }
})
