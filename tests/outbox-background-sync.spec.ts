import { syncDispatcher } from './support/background-sync.ts'
import { inFullChromium } from './support/full-chromium.ts'
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
import { expect, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

test.use(inFullChromium)
test.beforeEach(async ({ request }) => warmUpBackend(request))

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
