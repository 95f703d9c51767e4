import { type APIRequestContext, type BrowserContext, expect, type Page, type Route } from '@playwright/test'
import { outboxLockName } from '../../src/outbox/outbox-names.ts'
import type { StoredMessage } from '../../supabase/local/server/pglite-store.ts'
import { inboxPath } from '../../supabase/local/server/routes.ts'
import { fillContactForm, sendButton, validMessage } from './contact-form.ts'
import { waitUntilLive } from './live.ts'
import { untilTheWorkerControls } from './offline.ts'

export { contactFunctionUrl } from './contact-route.ts'

/** A message no other test sends, since every test of a run shares one database. */
export type Message = Record<keyof typeof validMessage, string>

export function uniqueMessage(): Message {
  const token = crypto.randomUUID()
  return { ...validMessage, Subject: `Outbox ${token.slice(0, 8)}`, Message: `Written on a train, ${token}.` }
}

/** The rows the real local backend stored for this message. */
export async function storedRows(request: APIRequestContext, message: Message): Promise<StoredMessage[]> {
  const response = await request.get(inboxPath, { timeout: 50_000 })
  expect(response.ok()).toBe(true)
  const { messages } = (await response.json()) as { messages: StoredMessage[] }
  return messages.filter((row) => row.message === message.Message)
}

/** Waits for exactly one stored row, with everything the visitor wrote. */
export async function expectStoredOnce(request: APIRequestContext, message: Message) {
  await expect.poll(async () => (await storedRows(request, message)).length, { timeout: 15_000 }).toBeGreaterThan(0)
  const rows = await storedRows(request, message)
  expect(rows.map(({ name, email, subject, message: text }) => ({ name, email, subject, message: text }))).toEqual([
    { name: message.Name, email: message.Email, subject: message.Subject, message: message.Message },
  ])
}

/** The home at its form, live, and controlled by the worker unless the test runs without one (`worker: false`). */
export async function openContactForm(page: Page, { worker = true } = {}) {
  await page.goto('/#contact')
  await waitUntilLive(page)
  if (worker) await untilTheWorkerControls(page)
}

export async function submit(page: Page, message: Message) {
  await fillContactForm(page, message)
  await sendButton(page).click()
}

/** On the form, offline, a new message sent: it waits in the outbox. */
export async function queueOffline(page: Page): Promise<Message> {
  const message = uniqueMessage()
  await openContactForm(page)
  await page.context().setOffline(true)
  await submit(page, message)
  await expectQueued(page)
  return message
}

/** Two tabs on the form; the first sends a message while offline, so it waits in the outbox. */
export async function queueFromOneOfTwoTabs(page: Page, message: Message): Promise<Page> {
  await openContactForm(page)
  const otherTab = await page.context().newPage()
  await openContactForm(otherTab)
  await page.context().setOffline(true)
  await submit(page, message)
  await expectQueued(page)
  return otherTab
}

export const toast = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title })

/** Asked before a message's words would replace a draft in the form. */
export const replaceQuestion = (page: Page) => page.getByRole('dialog', { name: 'Replace what you’ve typed?' })

export const pendingCount = (page: Page) => page.getByText(/waiting to be sent$/)

export const savedUntilOnline =
  'Your message is saved on this device and will be sent automatically when the connection returns.'

/** The server answered 429 with Retry-After: 3600: the connection is not blamed. */
export const savedUntilTheServerIsReady =
  'The site asked us to wait before sending more. Your message is saved on this device and will be sent automatically in about 60 minutes.'

/** The server failed (5xx) on the first attempt: it is tried again within a second or two. */
export const savedWhileTheServerFails =
  'The site could not take it just now. Your message is saved on this device and will be sent automatically in a moment.'

/** The form's answer to a message that has to wait, offline unless `words` say otherwise. */
export async function expectSaved(page: Page, words = savedUntilOnline) {
  await expect(toast(page, 'Message Saved')).toContainText(words)
  for (const label of Object.keys(validMessage)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
}

/** Saved, and still waiting (offline, so nothing can deliver it yet). */
export async function expectQueued(page: Page, words = savedUntilOnline) {
  await expectSaved(page, words)
  await expect(pendingCount(page)).toHaveText('1 message waiting to be sent')
}

export async function expectDeliveredLater(page: Page) {
  await expect(toast(page, 'Message Sent!')).toContainText(
    'Thank you for your message. Elena will get back to you soon.',
  )
  await expect(pendingCount(page)).toHaveCount(0)
}

export interface ContactRequest {
  key: string
  fromWorker: boolean
}

/**
 * Records the function's POSTs from pages and the worker alike (context routes see both), then lets
 * `answer` reply. Start it once the network is back: requests made offline pass through routes too.
 */
export async function watchContactRequests(
  context: BrowserContext,
  answer: (route: Route, count: number) => Promise<void> = (route) => route.continue(),
) {
  const requests: ContactRequest[] = []
  await context.route('**/functions/v1/send-contact-email', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.continue()
    requests.push({
      key: (await request.headerValue('idempotency-key')) ?? '',
      fromWorker: request.serviceWorker() !== null,
    })
    await answer(route, requests.length)
  })
  return requests
}

export const keysOf = (requests: ContactRequest[]) => new Set(requests.map((request) => request.key))

/**
 * Opening PGlite takes seconds of WASM on a cold, busy server: open it before the form is used, so the
 * page's send timeout does not race the cold start; files using it allow a longer test timeout.
 */
export async function warmUpBackend(request: APIRequestContext) {
  await storedRows(request, uniqueMessage())
}

/** As in Safari and Firefox: a service worker, but no Background Sync. */
export async function withoutBackgroundSync(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync
  })
}

/**
 * Waits until every flush started so far, in any tab or the worker, has finished: each one holds the outbox's
 * lock while it reads and sends, and a request for the lock is granted only after those before it.
 */
export const flushesFinished = (page: Page) =>
  page.evaluate((name) => navigator.locks.request(name, () => undefined), outboxLockName)

/** How many flushes, in any tab or the worker, are waiting for the one that holds the outbox's lock. */
export const flushesWaiting = (page: Page) =>
  page.evaluate(
    async (name) => ((await navigator.locks.query()).pending ?? []).filter((lock) => lock.name === name).length,
    outboxLockName,
  )
