import { expect, type Page } from '@playwright/test'
import { replies } from '#src/widgets/chat/reply-rules.ts'
import { content, words } from './content.ts'
import { pastTheHero } from './floating.ts'

export const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat', exact: true })
/** What the chat answers a question, from the content under test. */
export const replyTo = replies({
  ...content,
  words: { chat: words.chat, buy: words.books, formats: words.formats },
})
export const panel = (page: Page) => page.getByRole('dialog', { name: `Chat with ${content.site.chat.assistant}` })
export const couldNotLoad = (page: Page) => page.getByRole('status').filter({ hasText: 'The chat could not load' })
export const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' })
export const lines = (page: Page) => panel(page).getByRole('log').locator(':scope > p')

/** Opens the chat while its panel's code cannot download; returns what lets the code through again. */
export async function openChatWhoseCodeFails(page: Page) {
  const panelCode = /ChatPanel-.*\.js$/
  await page.context().route(panelCode, (route) => route.abort())
  await page.goto('/')
  await pastTheHero(page)
  await chatButton(page).click()
  await expect(couldNotLoad(page)).toBeVisible()
  return () => page.context().unroute(panelCode)
}

export async function openChat(page: Page) {
  await page.goto('/')
  await pastTheHero(page)
  await chatButton(page).click()
  await expect(input(page)).toBeFocused()
}

export async function send(page: Page, text: string) {
  await input(page).fill(text)
  await input(page).press('Enter')
}
