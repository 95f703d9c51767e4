import type { OutboxError } from '#src/outbox/outbox-entry.ts'

const saved = 'Your message is saved on this device and will be sent automatically'

/** "in a moment" or "in about N minutes": when the next attempt is due, rounded up for a reader. */
function whenDue(nextAttemptAt: number, now: number): string {
  const minutes = Math.ceil((nextAttemptAt - now) / 60_000)
  if (minutes <= 1) return 'in a moment'
  return minutes < 120 ? `in about ${minutes} minutes` : `in about ${Math.round(minutes / 60)} hours`
}

/**
 * Why a message waits, in the "Message Saved" toast: the connection, or the server, which answered
 * (asking for time with 429, or failing), so the connection is not blamed.
 */
export function savedDescription(
  waiting: { lastError: OutboxError | null; nextAttemptAt: number } | undefined,
  now: number,
): string {
  if (!waiting?.lastError || waiting.lastError.kind === 'network') return `${saved} when the connection returns.`
  const when = whenDue(waiting.nextAttemptAt, now)
  return waiting.lastError.status === 429
    ? `The site asked us to wait before sending more. ${saved} ${when}.`
    : `The site could not take it just now. ${saved} ${when}.`
}
