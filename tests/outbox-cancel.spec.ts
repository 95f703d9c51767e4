import {
  expectQueued,
  expectStoredOnce,
  keysOf,
  type Message,
  openContactForm,
  pendingCount,
  storedRows,
  submit,
  toast,
  uniqueMessage,
  warmUpBackend,
  watchContactRequests,
} from './support/outbox.ts'
import { expect, type Page, test } from './support/test.ts'

test.describe.configure({ timeout: 60_000 })
test.beforeEach(async ({ request }) => warmUpBackend(request))

const waitingList = (page: Page) => page.getByRole('list', { name: 'Messages waiting to be sent' })
const dontSend = (page: Page, message: Message) => page.getByRole('button', { name: `Don't send ${message.Subject}` })

async function expectInForm(page: Page, values: Message) {
  for (const [label, value] of Object.entries(values))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
}

async function expectTakenBack(page: Page, message: Message) {
  await expect(toast(page, 'Message Cancelled')).toContainText('It will not be sent. Your message is back in the form.')
  await expectInForm(page, message)
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await expect(pendingCount(page)).toHaveCount(0)
  await expect(waitingList(page)).toHaveCount(0)
}

test('offline, "Don\'t send" puts the message back into the form, and it is never stored', async ({
  page,
  context,
  request,
}) => {
  const message = uniqueMessage()
  await openContactForm(page)
  await context.setOffline(true)
  await submit(page, message)
  await expectQueued(page)
  await dontSend(page, message).click()
  await expectTakenBack(page, message)

  const requests = await watchContactRequests(context)
  await context.setOffline(false)
  // Flushes take the outbox's lock in turn, the reconnect's first: once a later message is stored,
  // that flush is over, and it would have sent the first one had it still been there.
  const later = uniqueMessage()
  await submit(page, later)
  await expect(toast(page, 'Message Sent!')).toBeVisible()
  await expectStoredOnce(request, later)
  expect(await storedRows(request, message)).toEqual([])
  expect(keysOf(requests).size).toBe(1)
})

test('waiting after a 429, "Don\'t send" takes it back before the retry', async ({ page, context, request }) => {
  const message = uniqueMessage()
  const requests = await watchContactRequests(context, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '3600', 'access-control-allow-origin': '*' },
      body: JSON.stringify({ error: 'rate_limited' }),
    }),
  )
  await openContactForm(page)
  await submit(page, message)
  await expectQueued(page)
  await dontSend(page, message).click()
  await expectTakenBack(page, message)
  expect(requests).toHaveLength(1)
  expect(await storedRows(request, message)).toEqual([])
})

test('"Don\'t send" while the delivery is under way waits for it: sent once, never also taken back', async ({
  page,
  context,
  request,
}) => {
  const message = uniqueMessage()
  await openContactForm(page)
  await context.setOffline(true)
  await submit(page, message)
  await expectQueued(page)

  let release = () => {}
  const delivery = new Promise<void>((resolve) => {
    release = resolve
  })
  const requests = await watchContactRequests(context, async (route) => {
    await delivery
    await route.continue()
  })
  await context.setOffline(false)
  await expect.poll(() => requests.length).toBe(1)
  const button = dontSend(page, message)
  await button.click()
  await expect(button).toBeDisabled()
  release()

  await expect(toast(page, 'Already Sent')).toContainText(
    'This message had already been sent, so it could not be cancelled.',
  )
  await expectStoredOnce(request, message)
  await expect(toast(page, 'Message Cancelled')).toHaveCount(0)
  await expectInForm(page, { Name: '', Email: '', Subject: '', Message: '' })
  expect(keysOf(requests).size).toBe(1)
})
