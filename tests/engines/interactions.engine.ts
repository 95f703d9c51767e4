import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { byName, clickByName, clickFound, loggedErrors, waitFor, waitUntilLive } from './support/actions.ts'
import { send, typeInto, uniqueMessage } from './support/contact.ts'
import { engine } from './support/current-engine.ts'
import type { EngineBrowser, EnginePage } from './support/engine-page.ts'
import { siteUrl } from './support/ports.ts'
import { storedRows } from './support/site.ts'

const dialog = `document.querySelector('dialog[open]')`

describe(`the dialog, the chat and the form in ${engine.name}`, () => {
  let browser: EngineBrowser
  let page: EnginePage
  beforeAll(async () => {
    browser = await engine.launch(siteUrl)
    page = await browser.newPage()
    await page.goto('/')
    await waitUntilLive(page)
  })
  afterAll(() => browser?.close())

  it('opens a book in the details dialog, and its carousel moves', async () => {
    await clickByName(page, 'View Details')
    await waitFor(
      page,
      `${dialog}?.querySelector('h2, h3')?.textContent.includes('The Digital Ocean') ?? false`,
      'the dialog',
    )
    await clickFound(page, byName('Next image', dialog), '"Next image"')
    await waitFor(page, `${byName('Show image 2 of 3', dialog)}?.getAttribute('aria-current') === 'true'`, 'image 2')
    await clickFound(page, byName('Show image 1 of 3', dialog), 'dot 1')
    await waitFor(page, `${byName('Show image 1 of 3', dialog)}?.getAttribute('aria-current') === 'true'`, 'image 1')
    await page.run(`${dialog}.close()`)
  })

  it('the chat answers about a second later', async () => {
    await clickByName(page, 'Chat')
    await waitFor(page, `${byName('Chat')}.getAttribute('aria-expanded') === 'true'`, 'the chat to say it is open')
    await typeInto(page, 'Your message', 'Who is the author?')
    const sentAt = Date.now()
    await clickByName(page, 'Send message')
    await waitFor(page, `document.querySelector('[role=log]').children.length >= 3`, 'the reply')
    const waited = Date.now() - sentAt
    expect(waited).toBeGreaterThanOrEqual(900)
    expect(await page.run(`document.querySelector('[role=log]').lastElementChild.textContent`)).toMatch(/Elena/)
  })

  it('a field error shows when the field is left; a valid message is stored once', async () => {
    await typeInto(page, 'Email', 'not-an-email')
    await typeInto(page, 'Subject', 'x')
    await waitFor(page, `document.body.textContent.includes('Please enter a valid email address')`, 'the email error')

    // A new visit, not a reload: Firefox refills a reloaded form with what was typed.
    await page.goto('/')
    await waitUntilLive(page)
    const message = uniqueMessage(engine.name)
    await send(page, message)
    await waitFor(page, `document.body.textContent.includes('Message Sent!')`, 'the "Message Sent!" toast')
    const rows = await storedRows(message.Message)
    expect(rows.map(({ name, subject }) => ({ name, subject }))).toEqual([
      { name: message.Name, subject: message.Subject },
    ])
    expect(await loggedErrors(page)).toEqual([])
  })
})
