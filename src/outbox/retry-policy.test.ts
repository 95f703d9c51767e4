import { describe, expect, it } from 'vitest'
import type { ContactEntry } from './outbox-entry.ts'
import {
  answerForStatus,
  backoffDelay,
  expiryMs,
  failedKeptDays,
  isDue,
  isExpired,
  isPastKeeping,
  parseRetryAfter,
} from './retry-policy.ts'

const now = Date.parse('2026-11-02T10:00:00Z')

describe('the answer to a status', () => {
  it.each([200, 201, 204])('%i delivered', (status) => {
    expect(answerForStatus(status, null, now)).toEqual({ kind: 'delivered' })
  })
  it.each([400, 413, 415, 422])('%i is a definite rejection', (status) => {
    expect(answerForStatus(status, null, now)).toEqual({ kind: 'rejected', status })
  })
  it.each([401, 403, 404, 408, 409, 429, 500, 502, 503, 504])('%i is retried', (status) => {
    expect(answerForStatus(status, null, now)).toEqual({
      kind: 'retry',
      error: { kind: 'status', status },
      retryAfterMs: undefined,
    })
  })
  it('carries Retry-After', () => {
    expect(answerForStatus(429, '30', now)).toMatchObject({ kind: 'retry', retryAfterMs: 30_000 })
  })
})

describe('Retry-After', () => {
  it.each<[string | null, number | undefined]>([
    [null, undefined],
    ['', undefined],
    ['0', 0],
    [' 120 ', 120_000],
    ['Mon, 02 Nov 2026 10:01:30 GMT', 90_000],
    ['Mon, 02 Nov 2026 09:59:00 GMT', 0],
    ['soon', undefined],
    ['-5', undefined],
  ])('%j is %j ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms)
  })
})

describe('backoff', () => {
  it.each([
    [1, 500, 1000],
    [2, 1000, 2000],
    [3, 2000, 4000],
    [10, 150_000, 300_000],
    [40, 150_000, 300_000],
  ])('after %i failed attempts waits between %i and %i ms', (attempts, least, most) => {
    expect(backoffDelay(attempts, 0)).toBe(least)
    expect(backoffDelay(attempts, 1)).toBe(most)
    expect(backoffDelay(attempts, 0.5)).toBe((least + most) / 2)
  })
})

const entry = (over: Partial<ContactEntry>): ContactEntry => ({
  id: 'e',
  kind: 'contact',
  payload: { name: 'A', email: 'a@b.co', subject: 's', message: 'long enough', website: '' },
  createdAt: now,
  attempts: 1,
  nextAttemptAt: now + 5000,
  lastError: { kind: 'network', detail: 'offline' },
  ...over,
})

describe('due', () => {
  it.each<[string, Partial<ContactEntry>, 'scheduled' | 'reconnect', boolean]>([
    ['scheduled time reached', { nextAttemptAt: now }, 'scheduled', true],
    ['scheduled time ahead', {}, 'scheduled', false],
    ['ahead, but the network is back after a network failure', {}, 'reconnect', true],
    [
      'ahead after a server answer, even on reconnect (Retry-After holds)',
      { lastError: { kind: 'status', status: 429 } },
      'reconnect',
      false,
    ],
  ])('%s', (_, over, trigger, due) => {
    expect(isDue(entry(over), now, trigger)).toBe(due)
  })
})

it('expires after 7 days, not before', () => {
  expect(isExpired(entry({}), now + expiryMs - 1)).toBe(false)
  expect(isExpired(entry({}), now + expiryMs)).toBe(true)
})

describe('kept after failing', () => {
  const kept = failedKeptDays * 24 * 60 * 60_000
  it.each<[string, Partial<ContactEntry>, number, boolean]>([
    ['a waiting message, however old', {}, now + 10 * kept, false],
    ['refused, a moment short of the time', { failed: 'rejected', failedAt: now }, now + kept - 1, false],
    ['refused, its time up', { failed: 'rejected', failedAt: now }, now + kept, true],
    ['expired, counted from the failure', { failed: 'expired', failedAt: now + expiryMs }, now + kept, false],
    ['failed before failures were dated, counted from its writing', { failed: 'rejected' }, now + kept, true],
  ])('%s', (_, over, at, past) => {
    expect(isPastKeeping(entry(over), at)).toBe(past)
  })
})
