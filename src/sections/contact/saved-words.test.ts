import { expect, it } from 'vitest'
import { savedDescription } from './saved-words.ts'

const now = 1_000_000
const network = { kind: 'network', detail: 'Failed to fetch' } as const
const status = (code: number) => ({ kind: 'status', status: code }) as const

it.each([
  [
    'offline',
    { lastError: network, nextAttemptAt: now + 2000 },
    'Your message is saved on this device and will be sent automatically when the connection returns.',
  ],
  [
    'not found in the outbox (read too late)',
    undefined,
    'Your message is saved on this device and will be sent automatically when the connection returns.',
  ],
  [
    'a 429 asking for an hour',
    { lastError: status(429), nextAttemptAt: now + 3_600_000 },
    'The site asked us to wait before sending more. Your message is saved on this device and will be sent automatically in about 60 minutes.',
  ],
  [
    'a 429 asking for three hours',
    { lastError: status(429), nextAttemptAt: now + 3 * 3_600_000 },
    'The site asked us to wait before sending more. Your message is saved on this device and will be sent automatically in about 3 hours.',
  ],
  [
    'a 503 retried after the backoff',
    { lastError: status(503), nextAttemptAt: now + 900 },
    'The site could not take it just now. Your message is saved on this device and will be sent automatically in a moment.',
  ],
])('%s', (_, waiting, words) => {
  expect(savedDescription(waiting, now)).toBe(words)
})
