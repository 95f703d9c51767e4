import { isJsonContentType } from '#shared/http.ts'
import type { OutboxEntry, SendAnswer } from './outbox-entry.ts'

// A request no retry can fix: malformed, too large, wrong media type, or fields the server refuses.
const definiteRejections = new Set([400, 413, 415, 422])

/**
 * Everything else that is not 2xx is retried: 5xx, 408, 409 and 429 by nature, and 401/403/404 too,
 * because they mean a misconfigured or not yet deployed backend, which a later attempt may find fixed.
 */
export function answerForStatus(status: number, retryAfter: string | null, now: number): SendAnswer {
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  if (definiteRejections.has(status)) return { kind: 'rejected', status }
  return { kind: 'retry', error: { kind: 'status', status }, retryAfterMs: parseRetryAfter(retryAfter, now) }
}

/**
 * Only with no backend configured, when the forms post to the site's own address: `npm start` answers
 * there in JSON, always. A 404 or 405, or an answer in anything but JSON short of a server error (a
 * static host's page for the path), comes from a host with no functions, and no retry will find one.
 * A 5xx that is not JSON stays a retry: a host's passing trouble in front of a real `npm start`.
 */
export function isUnconnectedAnswer(status: number, contentType: string | null): boolean {
  return status === 404 || status === 405 || (status < 500 && !isJsonContentType(contentType))
}

/** Retry-After as delay-seconds or an HTTP date, in milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // An HTTP date always names its day and month; V8 would read a bare "-5" as a year.
  const at = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

export const backoff = { baseMs: 1000, maxMs: 5 * 60_000 } as const

/** Exponential in the number of failed attempts (1, 2, 3 …), with "equal jitter": half fixed, half random, so tabs do not retry in step. */
export function backoffDelay(failedAttempts: number, random: number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (failedAttempts - 1))
  return ceiling / 2 + (random * ceiling) / 2
}

/** How long a message is tried before it is given up; the reader is told. */
export const expiryDays = 7

export const expiryMs = expiryDays * 24 * 60 * 60_000

export const isExpired = (entry: OutboxEntry, now: number) => now - entry.createdAt >= expiryMs

/** How long a message no retry will send stays on the device for the reader to copy or edit; the reader is told. */
export const failedKeptDays = 30

const failedKeptMs = failedKeptDays * 24 * 60 * 60_000

// An entry marked failed before failures were dated counts from when it was written.
export const isPastKeeping = (entry: OutboxEntry, now: number) =>
  entry.failed !== undefined && now - (entry.failedAt ?? entry.createdAt) >= failedKeptMs

/**
 * Due by its schedule, or at once when connectivity may just have returned (the `online` event, a
 * Background Sync, a start) and the last attempt failed for want of a network.
 */
export function isDue(entry: OutboxEntry, now: number, trigger: FlushTrigger): boolean {
  return entry.nextAttemptAt <= now || (trigger === 'reconnect' && entry.lastError?.kind === 'network')
}

export type FlushTrigger = 'scheduled' | 'reconnect'

/** How long the outbox remembers a delivered message, so a "Don't send" pressed on a list not yet read again is told the truth. */
export const deliveredRememberedMs = 24 * 60 * 60_000
