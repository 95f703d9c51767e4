import {
  contactFunctionUrl,
  expectDeliveredLater,
  expectQueued,
  expectStoredOnce,
  openContactForm,
  submit,
  uniqueMessage,
  warmUpBackend,
  watchContactRequests,
} from './support/outbox.ts'
import { type BrowserContext, expect, type Page, test } from './support/test.ts'

test.describe.configure({ timeout: 60_000 })
test.beforeEach(async ({ request }) => warmUpBackend(request))

/** Fires the worker's `sync` event on demand through the DevTools protocol. */
async function syncDispatcher(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted)
      if (live) resolve(live.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registered
  const origin = new URL(page.url()).origin
  return () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'contact-outbox', lastChance: false })
}

test('Background Sync alone: with the page unable to send, the worker delivers the message', async ({
  page,
  context,
  request,
}) => {
  const message = uniqueMessage()
  await openContactForm(page)
  const dispatchSync = await syncDispatcher(context, page)
  await context.setOffline(true)
  await submit(page, message)
  await expectQueued(page)

  // The page's own triggers are held back: whatever it sends fails. Page routes never see the worker's requests.
  await page.route(contactFunctionUrl, (route) => route.abort('internetdisconnected'))
  const requests = await watchContactRequests(context)
  await context.setOffline(false)
  await dispatchSync()

  await expectStoredOnce(request, message)
  expect(requests.length).toBeGreaterThan(0)
  expect(requests.filter((sent) => !sent.fromWorker)).toEqual([])
  // The worker tells the open page, which had no part in it.
  await expectDeliveredLater(page)
})
