import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { waitFor, waitUntilLive } from './support/actions.ts'
import { controlled, type Message, pendingCount, send, uniqueMessage } from './support/contact.ts'
import { engine } from './support/current-engine.ts'
import type { EngineBrowser, EnginePage } from './support/engine-page.ts'
import { siteUrl } from './support/ports.ts'
import { network, storedRows } from './support/site.ts'

const oneWaiting = '1 message waiting to be sent'

async function openForm(page: EnginePage) {
  await page.goto('/#contact')
  await waitUntilLive(page)
  await controlled(page)
}

/** Waits for the count beside the form to read the text ('' when nothing waits). */
const waiting = (page: EnginePage, text: string) =>
  waitFor(page, `(${pendingCount}) === ${JSON.stringify(text)}`, `"${text || 'nothing waiting'}"`, 30_000)

async function expectStoredOnce(message: Message) {
  const deadline = Date.now() + 30_000
  while ((await storedRows(message.Message)).length === 0 && Date.now() < deadline) await sleep(200)
  expect((await storedRows(message.Message)).map((row) => row.subject)).toEqual([message.Subject])
}

describe(`the outbox in ${engine.name}, which has no Background Sync`, () => {
  let browser: EngineBrowser
  beforeAll(async () => {
    browser = await engine.launch(siteUrl)
  })
  afterEach(() => network('online'))
  afterAll(() => browser?.close())

  it('a message sent with the network gone waits, then is stored once when it returns', async () => {
    const page = await browser.newPage()
    await openForm(page)
    await network('offline')
    const message = uniqueMessage(engine.name)
    await send(page, message)
    await waiting(page, oneWaiting)
    expect(await storedRows(message.Message)).toEqual([])
    await network('online')
    await waiting(page, '')
    await expectStoredOnce(message)
  })

  it('a page closed while its message waits, opened again later: stored once', async () => {
    const page = await browser.newPage()
    await openForm(page)
    await network('offline')
    const message = uniqueMessage(engine.name)
    await send(page, message)
    await waiting(page, oneWaiting)
    // A tab to come back in; WebDriver ends the session when its last window closes.
    const later = await browser.newPage()
    await page.close()
    await network('online')
    expect(await storedRows(message.Message)).toEqual([])
    await openForm(later)
    await expectStoredOnce(message)
    await waiting(later, '')
  })

  it('two tabs open while a message waits: stored once, and both tabs see it leave', async () => {
    const [first, second] = [await browser.newPage(), await browser.newPage()]
    await openForm(first)
    await openForm(second)
    await network('offline')
    const message = uniqueMessage(engine.name)
    await send(first, message)
    await waiting(first, oneWaiting)
    await waiting(second, oneWaiting)
    await network('online')
    await waiting(first, '')
    await waiting(second, '')
    await expectStoredOnce(message)
  })
})
