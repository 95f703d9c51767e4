import { syncDispatcher } from './support/background-sync.ts'
import {
  contactFunctionUrl,
  expectQueued,
  expectStoredOnce,
  openContactForm,
  submit,
  uniqueMessage,
  warmUpBackend,
} from './support/outbox.ts'
import { expect, type Request, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

test.beforeEach(async ({ request }) => warmUpBackend(request))

// What the function reads or Supabase's gateway checks; the browser's own headers (user agent, referrer) are not the client's.
const clientHeaders = ['authorization', 'apikey', 'content-type', 'idempotency-key', 'x-client-info']

async function described(request: Request) {
  const headers = await request.allHeaders()
  return {
    url: request.url(),
    method: request.method(),
    headers: Object.fromEntries(clientHeaders.map((name) => [name, headers[name]])),
    body: request.postData(),
  }
}

type Sent = Awaited<ReturnType<typeof described>>

test('the page (supabase-js) and the worker (FunctionsClient) send the same request for the same message', async ({
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

  // Each send fails as if the network were still down, so the message waits until both have sent it.
  const sent: { page?: Sent; worker?: Sent } = {}
  await context.route(contactFunctionUrl, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    sent[route.request().serviceWorker() ? 'worker' : 'page'] ??= await described(route.request())
    return sent.page && sent.worker ? route.continue() : route.abort('internetdisconnected')
  })
  await context.setOffline(false)
  await expect.poll(() => sent.page !== undefined, { timeout: 15_000 }).toBe(true)
  if (!sent.worker) await dispatchSync()
  await expect.poll(() => sent.worker !== undefined, { timeout: 15_000 }).toBe(true)

  expect(sent.worker).toEqual(sent.page)
  expect(sent.page).toMatchObject({
    url: expect.stringMatching(/\/functions\/v1\/send-contact-email$/),
    method: 'POST',
    headers: {
      authorization: 'Bearer local-anon-key',
      apikey: 'local-anon-key',
      'content-type': 'application/json',
      'idempotency-key': expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      'x-client-info': expect.stringMatching(/^supabase-js\/\d+\.\d+\.\d+; runtime=web$/),
    },
  })
  expect(JSON.parse(sent.page?.body ?? '')).toMatchObject({ message: message.Message, subject: message.Subject })
  // The second of the two went through: one row, whoever sent it.
  await expectStoredOnce(request, message)
})
