import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { sendContact } from './send-contact.ts'

const payload = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A long enough message.',
  website: '',
}
const key = '3f2a6c1e-8b7d-4e5f-9a0b-1c2d3e4f5a6b'

beforeEach(() => vi.stubGlobal('location', { origin: 'http://localhost:4173' }))
afterEach(() => vi.unstubAllGlobals())

it('posts the message to the function on the page’s origin, with the headers supabase-js would send', async () => {
  const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{"id":"1"}', { status: 200 }))
  expect(await sendContact(payload, key, fetchImpl)).toEqual({ kind: 'delivered' })
  const [url, init] = fetchImpl.mock.calls[0]
  expect(url).toBe('http://localhost:4173/functions/v1/send-contact-email')
  expect(init).toMatchObject({
    method: 'POST',
    headers: {
      Authorization: 'Bearer local-anon-key',
      apikey: 'local-anon-key',
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify(payload),
  })
  expect(init?.signal).toBeInstanceOf(AbortSignal)
})

it('reads the status and Retry-After of the answer', async () => {
  const fetchImpl = async () => new Response('{}', { status: 429, headers: { 'retry-after': '12' } })
  expect(await sendContact(payload, key, fetchImpl)).toEqual({
    kind: 'retry',
    error: { kind: 'status', status: 429 },
    retryAfterMs: 12_000,
  })
})

it.each([
  ['no network', new TypeError('Failed to fetch')],
  ['a timeout', new DOMException('The operation timed out.', 'TimeoutError')],
])('treats %s as a network failure, to be retried', async (_, thrown) => {
  const fetchImpl = async () => {
    throw thrown
  }
  expect(await sendContact(payload, key, fetchImpl)).toEqual({
    kind: 'retry',
    error: { kind: 'network', detail: String(thrown) },
  })
})
