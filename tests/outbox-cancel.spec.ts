import type { BrowserContext, Route } from '@playwright/test'
import { outboxLockName } from '../src/outbox/outbox-names.ts'
import { axeWithDialogOpen } from './support/axe-dialog.ts'
import { fillContactForm } from './support/contact-form.ts'
import {
  expectQueued,
  expectStoredOnce,
  keysOf,
  type Message,
  openContactForm,
  pendingCount,
  queueFromOneOfTwoTabs,
  queueOffline,
  replaceQuestion,
  savedUntilTheServerIsReady,
  storedRows,
  submit,
  toast,
  uniqueMessage,
  warmUpBackend,
  watchContactRequests,
} from './support/outbox.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'
import { switchTheme } from './support/theme.ts'

test.use(withTheWorker)

test.beforeEach(async ({ request }) => warmUpBackend(request))

const waitingList = (page: Page) => page.getByRole('list', { name: 'Messages waiting to be sent' })
const dontSend = (page: Page, message: Message) => page.getByRole('button', { name: `Don’t send ${message.Subject}` })

async function expectInForm(page: Page, values: Message) {
  for (const [label, value] of Object.entries(values))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
}

async function expectTakenBack(page: Page, message: Message) {
  await expect(replaceQuestion(page)).toHaveCount(0)
  await expect(toast(page, 'Message Cancelled')).toContainText('It will not be sent. Your message is back in the form.')
  await expectInForm(page, message)
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await expect(pendingCount(page)).toHaveCount(0)
  await expect(waitingList(page)).toHaveCount(0)
}

/** The function's answer to come back in an hour: the message stays waiting, to be taken back. */
const retryInAnHour = (status: 429 | 503) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'retry-after': '3600', 'access-control-allow-origin': '*' },
    body: JSON.stringify({ error: status === 429 ? 'rate_limited' : 'unavailable' }),
  })

/**
 * A message queued offline, its delivery under way and held there, and “Don’t send” pressed meanwhile;
 * `release` lets the delivery go on to `answer`.
 */
async function dontSendDuringDelivery(page: Page, context: BrowserContext, answer: (route: Route) => Promise<void>) {
  const message = await queueOffline(page)
  let release = () => {}
  const delivery = new Promise<void>((resolve) => {
    release = resolve
  })
  const requests = await watchContactRequests(context, async (route) => {
    await delivery
    await answer(route)
  })
  await context.setOffline(false)
  await expect.poll(() => requests.length).toBe(1)
  const button = dontSend(page, message)
  await button.click()
  await expect(button).toBeDisabled()
  return { message, requests, button, release }
}

test('offline, "Don\'t send" puts the message back into the form, and it is never stored', async ({
  page,
  context,
  request,
}) => {
  const message = await queueOffline(page)
  await dontSend(page, message).click()
  await expectTakenBack(page, message)

  const requests = await watchContactRequests(context)
  await context.setOffline(false)
  // Flushes take the outbox's lock in turn, the reconnect's first: once a later message is stored,
  // that flush is over, and it would have sent the first one had it still been there.
  const later = uniqueMessage()
  await submit(page, later)
  await expectStoredOnce(request, later)
  expect(await storedRows(request, message)).toEqual([])
  expect(keysOf(requests).size).toBe(1)
})

test('a draft typed while a message waits is never overwritten: "Don\'t send" asks first, and keeping it keeps both', async ({
  page,
}) => {
  const message = await queueOffline(page)
  const draft = { Name: '', Email: '', Subject: 'A second thought', Message: 'Written while the first one waited.' }
  await fillContactForm(page, draft)
  const keep = replaceQuestion(page).getByRole('button', { name: 'Keep what I typed' })

  await dontSend(page, message).click()
  await expect(keep).toBeFocused()
  for (const colorScheme of ['light', 'dark'] as const) {
    await switchTheme(page, colorScheme)
    expect(await axeWithDialogOpen(page)).toEqual([])
  }
  await page.keyboard.press('Escape')
  await expect(replaceQuestion(page)).toHaveCount(0)
  await expect(dontSend(page, message)).toBeFocused()
  await expectInForm(page, draft)
  await expect(pendingCount(page)).toHaveText('1 message waiting to be sent')

  await dontSend(page, message).click()
  await keep.click()
  await expectInForm(page, draft)
  await expect(waitingList(page)).toContainText(message.Subject)
  await expect(toast(page, 'Message Cancelled')).toHaveCount(0)

  await dontSend(page, message).click()
  await replaceQuestion(page).getByRole('button', { name: 'Replace' }).click()
  await expectTakenBack(page, message)
})

test('waiting after a 429, "Don\'t send" takes it back before the retry', async ({ page, context, request }) => {
  const message = uniqueMessage()
  const requests = await watchContactRequests(context, retryInAnHour(429))
  await openContactForm(page)
  await submit(page, message)
  await expectQueued(page, savedUntilTheServerIsReady)
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
  const { message, requests, release } = await dontSendDuringDelivery(page, context, (route) => route.continue())
  release()

  await expect(toast(page, 'Already Sent')).toContainText(
    'This message had already been sent, so it could not be cancelled.',
  )
  await expectStoredOnce(request, message)
  await expect(toast(page, 'Message Cancelled')).toHaveCount(0)
  await expectInForm(page, { Name: '', Email: '', Subject: '', Message: '' })
  expect(keysOf(requests).size).toBe(1)
})

test('what is typed while "Don\'t send" waits for a delivery under way is never overwritten: the form waits too', async ({
  page,
  context,
  request,
}) => {
  const { message, button, release } = await dontSendDuringDelivery(page, context, retryInAnHour(503))
  await expect(button).toHaveText('Taking back…')

  const field = page.getByLabel('Message', { exact: true })
  await expect(field).not.toBeEditable()
  await field.focus()
  await page.keyboard.type('Words typed while it waits')
  await expect(field).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled()

  release()
  await expectTakenBack(page, message)
  await expect(field).toBeEditable()
  expect(await storedRows(request, message)).toEqual([])
})

/** Takes the outbox's lock in `page`, so what asks for it meanwhile waits, in turn; returns its release. */
async function holdOutboxLock(page: Page) {
  await page.evaluate(
    (name) =>
      new Promise<void>((held) => {
        void navigator.locks.request(name, () => {
          held()
          return new Promise<void>((release) => {
            Object.assign(window, { releaseOutbox: release })
          })
        })
      }),
    outboxLockName,
  )
  return () => page.evaluate(() => (window as unknown as { releaseOutbox: () => void }).releaseOutbox())
}

test('"Don\'t send" in two tabs at once: the first takes it back, the other is told so, never "Already Sent"', async ({
  page,
  request,
}) => {
  const message = uniqueMessage()
  const otherTab = await queueFromOneOfTwoTabs(page, message)
  await expect(dontSend(otherTab, message)).toBeVisible()
  const release = await holdOutboxLock(otherTab)
  // A press asks for the lock as it happens: the first one pressed is served first.
  await dontSend(page, message).click()
  await expect(dontSend(page, message)).toBeDisabled()
  await dontSend(otherTab, message).click()
  await expect(dontSend(otherTab, message)).toBeDisabled()
  await release()

  await expectTakenBack(page, message)
  await expect(toast(otherTab, 'Already Taken Back')).toContainText(
    'This message was taken back in another tab, so it will not be sent.',
  )
  await expect(waitingList(otherTab)).toHaveCount(0)
  await expect(toast(otherTab, 'Already Sent')).toHaveCount(0)
  await expectInForm(otherTab, { Name: '', Email: '', Subject: '', Message: '' })
  expect(await storedRows(request, message)).toEqual([])
})
