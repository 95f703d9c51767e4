import { site } from 'virtual:content/site'
import * as words from 'virtual:words/contact'
import { counted } from '#src/content/counted.ts'
import { fill } from '#src/content/words.ts'
import type { OutboxError } from '#src/outbox/outbox-entry.ts'

/** "in a moment" or "in about N minutes": when the next attempt is due, rounded up for a reader. */
function whenDue(nextAttemptAt: number, now: number): string {
  const minutes = Math.ceil((nextAttemptAt - now) / 60_000)
  if (minutes <= 1) return words.inAMoment
  return minutes < 120
    ? counted(words.inMinutes, site.language, minutes, {})
    : counted(words.inHours, site.language, Math.round(minutes / 60), {})
}

/**
 * Why a message waits, in the "Message Saved" toast: the connection, or the server, which answered
 * (asking for time with 429, or failing), so the connection is not blamed.
 */
export function savedDescription(
  waiting: { lastError: OutboxError | null; nextAttemptAt: number } | undefined,
  now: number,
): string {
  if (!waiting?.lastError || waiting.lastError.kind === 'network') return words.savedOffline
  const when = whenDue(waiting.nextAttemptAt, now)
  return fill(waiting.lastError.status === 429 ? words.savedAskedToWait : words.savedServerFailed, { when })
}
