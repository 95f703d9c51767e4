import { FunctionsClient } from '@supabase/functions-js'
import { afterEach, expect, it, vi } from 'vitest'
import { idempotencyKey as key, contactPayload as payload } from '#tests/support/contact-payload.ts'
import type { SendAnswer } from './outbox-entry.ts'
import { type Sendable, sendEntry, sendTimeoutMs } from './send-entry.ts'

const functionsUrl = 'http://localhost:4173/functions/v1'

/** A real FunctionsClient whose network is `fetchImpl`. */
const client = (fetchImpl: typeof fetch) => new FunctionsClient(functionsUrl, { customFetch: fetchImpl })

const answering = (status: number, headers: Record<string, string> = {}) =>
  client(
    async () => new Response('{"error":"x"}', { status, headers: { 'content-type': 'application/json', ...headers } }),
  )

/** What a host with no functions answers for the path: a page of its own. */
const answeringPage = (status: number, type: string | null = 'text/html; charset=utf-8') =>
  client(async () => {
    const response = new Response('<!doctype html><title>Not here</title>', { status })
    if (type) response.headers.set('content-type', type)
    else response.headers.delete('content-type')
    return response
  })

const failing = (thrown: unknown) =>
  client(async () => {
    throw thrown
  })

afterEach(() => vi.useRealTimers())

const signUp = { email: 'ada@example.com', consentVersion: 'a'.repeat(64), website: '' }

it.each<[string, Sendable, string]>([
  ['a contact message', { id: key, kind: 'contact', payload }, 'send-contact-email'],
  ['a sign-up', { id: key, kind: 'newsletter', payload: signUp }, 'newsletter-subscribe'],
])('%s goes to %s with its payload and Idempotency-Key', async (_, entry, functionName) => {
  const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ status: 'ok' }, { status: 202 }))
  expect(await sendEntry(entry, client(fetchImpl))).toEqual({ kind: 'delivered' })
  const [url, init] = fetchImpl.mock.calls[0]
  expect(url).toBe(`${functionsUrl}/${functionName}`)
  expect(init).toMatchObject({ headers: { 'Idempotency-Key': key }, body: JSON.stringify(entry.payload) })
})

it('invokes send-contact-email with the message as JSON and its Idempotency-Key', async () => {
  const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ id: '1' }))
  expect(await sendEntry({ id: key, kind: 'contact', payload }, client(fetchImpl))).toEqual({ kind: 'delivered' })
  const [url, init] = fetchImpl.mock.calls[0]
  expect(url).toBe(`${functionsUrl}/send-contact-email`)
  expect(init).toMatchObject({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(payload),
  })
})

// A backend configured: its 404 may be a function not deployed yet, which a later attempt finds.
it.each<[string, FunctionsClient, SendAnswer]>([
  ['200', answering(200), { kind: 'delivered' }],
  ['400', answering(400), { kind: 'rejected', status: 400 }],
  ['413', answering(413), { kind: 'rejected', status: 413 }],
  ['422', answering(422), { kind: 'rejected', status: 422 }],
  [
    '429 with Retry-After',
    answering(429, { 'retry-after': '12' }),
    { kind: 'retry', error: { kind: 'status', status: 429 }, retryAfterMs: 12_000 },
  ],
  ['503', answering(503), { kind: 'retry', error: { kind: 'status', status: 503 }, retryAfterMs: undefined }],
  ['404 (not deployed yet)', answering(404), { kind: 'retry', error: { kind: 'status', status: 404 } }],
  [
    'a relay error, even with a status that would be a rejection',
    answering(400, { 'x-relay-error': 'true', 'retry-after': '3' }),
    { kind: 'retry', error: { kind: 'status', status: 400 }, retryAfterMs: 3000 },
  ],
  [
    'no network (FunctionsFetchError)',
    failing(new TypeError('Failed to fetch')),
    { kind: 'retry', error: { kind: 'network', detail: 'TypeError: Failed to fetch' } },
  ],
  ['a 200 page, not JSON', answeringPage(200), { kind: 'delivered' }],
])('%s', async (_, functions, answer) => {
  expect(await sendEntry({ id: key, kind: 'contact', payload }, functions, false)).toEqual(answer)
})

// No backend configured: the site's own address, which only `npm start` answers, in JSON.
it.each<[string, FunctionsClient, SendAnswer]>([
  ['npm start delivering', answering(200), { kind: 'delivered' }],
  ['npm start refusing', answering(422), { kind: 'rejected', status: 422 }],
  [
    'npm start asking for time',
    answering(429, { 'retry-after': '12' }),
    { kind: 'retry', error: { kind: 'status', status: 429 }, retryAfterMs: 12_000 },
  ],
  ['a static host with no such path', answeringPage(404), { kind: 'unconnected', status: 404 }],
  ['a static host taking no POST', answeringPage(405), { kind: 'unconnected', status: 405 }],
  ['a 404 even in JSON', answering(404), { kind: 'unconnected', status: 404 }],
  ['a static host answering with its home page', answeringPage(200), { kind: 'unconnected', status: 200 }],
  ['a host refusing in XML', answeringPage(403, 'application/xml'), { kind: 'unconnected', status: 403 }],
  ['a plain answer with no type', answeringPage(200, null), { kind: 'unconnected', status: 200 }],
  [
    "a host's passing trouble",
    answeringPage(503),
    { kind: 'retry', error: { kind: 'status', status: 503 }, retryAfterMs: undefined },
  ],
  [
    'no network',
    failing(new TypeError('Failed to fetch')),
    { kind: 'retry', error: { kind: 'network', detail: 'TypeError: Failed to fetch' } },
  ],
])('on its own address: %s', async (_, functions, answer) => {
  expect(await sendEntry({ id: key, kind: 'contact', payload }, functions, true)).toEqual(answer)
})

it('gives up on a request that hangs, as on a lost network', async () => {
  vi.useFakeTimers()
  const hanging = client(
    (_, init) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  )
  const answer = sendEntry({ id: key, kind: 'contact', payload }, hanging, true)
  await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1)
  let settled = false
  void answer.then(() => (settled = true))
  await vi.advanceTimersByTimeAsync(0)
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await answer).toMatchObject({
    kind: 'retry',
    error: { kind: 'network', detail: expect.stringContaining('Abort') },
  })
})
