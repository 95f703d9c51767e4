import { isWaiting, type OutboxEntry, type OutboxSubmission, type Send } from './outbox-entry.ts'
import type { Notify, OutboxEvent } from './outbox-events.ts'
import type { OutboxStore } from './outbox-store.ts'
import {
  backoffDelay,
  deliveredRememberedMs,
  type FlushTrigger,
  isDue,
  isExpired,
  isPastKeeping,
} from './retry-policy.ts'

/** Runs a task while no other tab or worker runs one under the same lock. */
export type Lock = <T>(task: () => Promise<T>) => Promise<T>

export interface OutboxDeps {
  store: OutboxStore
  send: Send
  lock: Lock
  notify: Notify
  now: () => number
  random: () => number
}

export interface FlushReport {
  /** Entries still waiting for a later attempt. */
  waiting: number
  /** When the earliest of them is due; undefined when none waits. */
  nextAttemptAt?: number
}

/** What became of a waiting message the reader asked not to send. */
export type CancelOutcome =
  | { kind: 'cancelled'; entry: OutboxEntry }
  /** Delivered before the lock was ours. */
  | { kind: 'sent' }
  /** Taken back (or thrown away) in another tab before the lock was ours. */
  | { kind: 'gone' }
  /** The server refused it meanwhile, or the site turned out to have no backend; it stays among the messages not sent. */
  | { kind: 'failed' }

export type Outbox = ReturnType<typeof createOutbox>

export function createOutbox({ store, send, lock, notify, now, random }: OutboxDeps) {
  const emitEvent = (type: OutboxEvent['type'], entry: OutboxEntry, attempts = entry.attempts) =>
    notify({ type, id: entry.id, kind: entry.kind, attempts })

  async function attempt(entry: OutboxEntry): Promise<OutboxEntry | undefined> {
    const answer = await send(entry)
    const { id, attempts } = entry
    switch (answer.kind) {
      case 'delivered':
        await store.removeDelivered(id, now())
        // Kept tidy as deliveries are written, so reading the list stays a read.
        await store.forgetDeliveredUntil(now() - deliveredRememberedMs)
        emitEvent('sent', entry)
        return undefined
      case 'rejected':
      case 'unconnected':
        // Kept alike: nothing will send it, and the reader may still want her words.
        await store.put({
          ...entry,
          failed: answer.kind,
          failedAt: now(),
          lastError: { kind: 'status', status: answer.status },
        })
        emitEvent(answer.kind, entry)
        return undefined
      case 'retry': {
        const failedAttempts = attempts + 1
        const delay = Math.max(backoffDelay(failedAttempts, random()), answer.retryAfterMs ?? 0)
        const next = { ...entry, attempts: failedAttempts, nextAttemptAt: now() + delay, lastError: answer.error }
        await store.put(next)
        emitEvent('retrying', entry)
        return next
      }
    }
  }

  /** Sends every due entry, oldest first; the list is read under the lock, so each entry goes out once. */
  async function flushUnlocked(trigger: FlushTrigger): Promise<FlushReport> {
    const waiting: OutboxEntry[] = []
    const queue = (await store.all()).filter(isWaiting).sort((a, b) => a.createdAt - b.createdAt)
    for (const entry of queue) {
      if (isExpired(entry, now())) {
        await store.put({ ...entry, failed: 'expired', failedAt: now() })
        emitEvent('expired', entry)
        continue
      }
      const left = isDue(entry, now(), trigger) ? await attempt(entry) : entry
      if (left) waiting.push(left)
    }
    const nextAttemptAt = waiting.length ? Math.min(...waiting.map((entry) => entry.nextAttemptAt)) : undefined
    return { waiting: waiting.length, nextAttemptAt }
  }

  return {
    async enqueue(submission: OutboxSubmission, id: string): Promise<OutboxEntry> {
      const createdAt = now()
      const entry: OutboxEntry = {
        ...submission,
        id,
        createdAt,
        attempts: 0,
        nextAttemptAt: createdAt,
        lastError: null,
      }
      await store.put(entry)
      emitEvent('queued', entry)
      return entry
    },

    /**
     * Every entry, waiting or failed, oldest first; failed ones kept their time are deleted as they are
     * found. No lock: a flush never touches a failed entry, and deleting one twice is harmless.
     */
    async list(): Promise<OutboxEntry[]> {
      const entries: OutboxEntry[] = []
      for (const entry of await store.all()) {
        if (isPastKeeping(entry, now())) await store.remove(entry.id)
        else entries.push(entry)
      }
      return entries.sort((a, b) => a.createdAt - b.createdAt)
    },

    flush: (trigger: FlushTrigger = 'scheduled') => lock(() => flushUnlocked(trigger)),

    /** Takes back a waiting entry under the flush's lock, so a message is either sent or taken back, never both. */
    cancel: (id: string) =>
      lock(async (): Promise<CancelOutcome> => {
        const entry = await store.get(id)
        if (!entry) return { kind: (await store.wasDelivered(id)) ? 'sent' : 'gone' }
        if (!isWaiting(entry)) return { kind: 'failed' }
        await store.remove(id)
        emitEvent('discarded', entry)
        return { kind: 'cancelled', entry }
      }),

    /** Removes an entry the visitor has taken back (into the form) or thrown away. */
    discard: (id: string) =>
      lock(async () => {
        const entry = await store.get(id)
        if (!entry) return
        await store.remove(id)
        emitEvent('discarded', entry)
      }),
  }
}
