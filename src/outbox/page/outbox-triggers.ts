import { isWaiting } from '#src/outbox/outbox-entry.ts'
import { onOutboxEvent } from '#src/outbox/outbox-events.ts'
import type { FlushTrigger } from '#src/outbox/retry-policy.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { flushFromPage } from './flush-from-page.ts'

// setTimeout fires at once for delays past 2^31 - 1 ms (a Retry-After of weeks).
const longestTimeout = 2 ** 31 - 1

/**
 * The page's own flush triggers, the only ones in browsers without Background Sync: start-up, the
 * `online` event, becoming visible, and one timer for the earliest waiting entry, reset after each
 * of this page's flushes and whenever any tab or the worker changes the outbox. Returns the cleanup.
 */
export function startOutboxTriggers(): () => void {
  const stop = new AbortController()
  const { signal } = stop
  let timer: ReturnType<typeof setTimeout> | undefined
  let readings = 0

  // Every flush that ran sets the next timer, even one that sent nothing (and so told no one): a
  // timer that fired a hair early, or a stale reading that replaced it, would otherwise leave none.
  // A failed flush does not: it could fail again at once, and round and round.
  const flush = (trigger: FlushTrigger) =>
    void flushFromPage(trigger).then(
      () => reschedule().catch(() => {}),
      (error: unknown) => console.warn('The contact outbox could not be flushed:', error),
    )

  async function reschedule() {
    const reading = ++readings
    const waiting = (await siteOutbox.list()).filter(isWaiting)
    // Readings can finish out of order: only the latest sets the timer.
    if (reading !== readings || signal.aborted) return
    clearTimeout(timer)
    if (waiting.length === 0) return
    const next = Math.min(...waiting.map((entry) => entry.nextAttemptAt))
    timer = setTimeout(() => flush('scheduled'), Math.min(longestTimeout, Math.max(0, next - Date.now())))
  }

  window.addEventListener('online', () => flush('reconnect'), { signal })
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && flush('reconnect'), {
    signal,
  })
  const unsubscribe = onOutboxEvent(() => void reschedule().catch(() => {}))
  signal.addEventListener('abort', () => {
    unsubscribe()
    clearTimeout(timer)
  })
  flush('reconnect')
  return () => stop.abort()
}
