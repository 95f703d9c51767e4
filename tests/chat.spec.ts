// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// What the chat says of this author's books and how it sits on a phone. How it opens, closes, sends and
// recovers is code that behaves alike for every author: chat-controls.spec.ts, run on the demo alone.
import { axeViolations } from './support/axe.ts'
import { chatButton, input, lines, openChat, panel, replyTo, send } from './support/chat.ts'
import { content } from './support/content.ts'
import { pastTheHero } from './support/floating.ts'
import { sameForEveryAuthor } from './support/same-for-every-author.ts'
import { expect, test } from './support/test.ts'

test.describe('chat', () => {
  test('opens from a round button in the bottom-left corner, greets, and focuses the input', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto('/')
    // It keeps off the first screen, the hero's, on a phone: it comes once the reader is past it.
    await pastTheHero(page)
    await expect(chatButton(page)).toBeInViewport()
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

  test('fits a 360px-wide phone without covering the theme toggle', sameForEveryAuthor, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await openChat(page)
    const box = (await panel(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    expect(box.y).toBeGreaterThanOrEqual(0)
    const toggle = (await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).boundingBox())!
    expect(toggle.y).toBeGreaterThanOrEqual(box.y + box.height)
  })

  test('the send button sends too, and the author question gets the author reply', async ({ page }) => {
    await openChat(page)
    await input(page).fill('Who is the author?')
    await panel(page).getByRole('button', { name: 'Send message' }).click()
    await expect(input(page)).toHaveValue('')
    await expect(lines(page).nth(2)).toHaveText(`Assistant: ${replyTo('author').text}`)
  })

  // The pending reply is this author's stores for her last book: it runs for every author.
  test('keeps the conversation, and a pending reply, across closing and reopening', async ({ page }) => {
    // The reply comes after about a second of the page's time: the test moves that clock on, not waits it out.
    await page.clock.install()
    await openChat(page)
    const question = `Where can I buy ${content.books.at(-1)!.title}?`
    await send(page, question)
    await page.keyboard.press('Escape')
    await page.clock.runFor(1300)
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

  test('asked to buy a format of a book in a country it names, lists that country’s stores for that format', async ({
    page,
  }) => {
    // The first edition sold in a country that is not the site's, asked for by the format's and the country's names.
    const [asked] = content.books.flatMap((book) =>
      book.editions.flatMap((edition) =>
        edition.buy
          .flatMap((link) => link.regions)
          .filter((region) => region !== content.site.region && edition.format)
          .map((region) => ({ book, edition, region })),
      ),
    )
    test.skip(!asked, 'no edition is sold in a country other than the site’s')
    test.skip(!content.site.language.startsWith('en'), 'the question is asked in English')
    const { book, edition, region } = asked
    const country = new Intl.DisplayNames([content.site.language], { type: 'region' }).of(region)
    await openChat(page)
    await send(page, `Can I buy the ${edition.format} of ${book.title} in ${country}?`)
    // That edition's stores in that country and everywhere, and no other edition's.
    const there = edition.buy.filter((link) => link.regions.length === 0 || link.regions.includes(region))
    await expect(lines(page).nth(2).getByRole('link')).toHaveText(
      there.map((link) => new RegExp(link.retailer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    )
    for (const [index, link] of there.entries())
      await expect(lines(page).nth(2).getByRole('link').nth(index)).toHaveAttribute('href', link.url)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violations with the chat open, in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await openChat(page)
      await send(page, `Tell me about ${content.author.firstName}`)
      await expect(lines(page)).toHaveCount(3, { timeout: 3000 })
      // The sections have their own axe test; this one looks at the floating widgets only.
      const chatPanel = `#${await panel(page).getAttribute('id')}`
      expect(await axeViolations(page, chatPanel, '[aria-label="Chat"]', 'button:has(> .sr-only)')).toEqual([])
    })
  }
})
