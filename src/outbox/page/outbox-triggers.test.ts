// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { OutboxEntry } from '#src/outbox/outbox-entry.ts'
import { startOutboxTriggers } from './outbox-triggers.ts'

const outbox = vi.hoisted(() => ({ entries: [] as OutboxEntry[], flushes: [] as string[], listens: 0 }))

vi.mock('#src/outbox/site-outbox.ts', () => ({ siteOutbox: { list: async () => outbox.entries } }))
// Each due entry fails again and waits three seconds more; no event reaches the page, so only the
// flushes themselves can keep the timer going.
vi.mock('./flush-from-page.ts', () => ({
  flushFromPage: async (trigger: string) => {
    outbox.flushes.push(trigger)
    const now = Date.now()
    outbox.entries = outbox.entries.map((entry) =>
      entry.nextAttemptAt <= now ? { ...entry, attempts: entry.attempts + 1, nextAttemptAt: now + 3_000 } : entry,
    )
    return { waiting: outbox.entries.length }
  },
}))
vi.mock('#src/outbox/outbox-events.ts', () => ({
  onOutboxEvent: () => {
    outbox.listens++
    return () => {}
  },
}))

const waitingEntry = (nextAttemptAt: number): OutboxEntry => ({
  id: 'm',
  kind: 'contact',
  payload: { name: 'A', email: 'a@example.com', subject: 's', message: 'm', website: '' },
  createdAt: 0,
  attempts: 1,
  nextAttemptAt,
  lastError: { kind: 'network', detail: 'offline' },
})

let stop: () => void
beforeEach(() => {
  vi.useFakeTimers({ now: 10_000 })
  outbox.flushes = []
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

it('flushes at start-up, then each time the waiting entry is due', async () => {
  outbox.entries = [waitingEntry(12_000)]
  stop = startOutboxTriggers()
  await vi.advanceTimersByTimeAsync(0)
  expect(outbox.flushes).toEqual(['reconnect'])
  await vi.advanceTimersByTimeAsync(2_000)
  expect(outbox.flushes).toEqual(['reconnect', 'scheduled'])
  await vi.advanceTimersByTimeAsync(3_000)
  expect(outbox.flushes).toEqual(['reconnect', 'scheduled', 'scheduled'])
})

it('a timer that finds its entry not yet due (moved by another tab, unheard) sets the next one', async () => {
  outbox.entries = [waitingEntry(12_000)]
  stop = startOutboxTriggers()
  await vi.advanceTimersByTimeAsync(1_000)
  outbox.entries = [waitingEntry(15_000)]
  await vi.advanceTimersByTimeAsync(1_000)
  expect(outbox.flushes).toEqual(['reconnect', 'scheduled'])
  await vi.advanceTimersByTimeAsync(3_000)
  expect(outbox.flushes).toEqual(['reconnect', 'scheduled', 'scheduled'])
  expect(outbox.entries[0].attempts).toBe(2)
})

it('sets no timer when nothing waits, and none after the cleanup', async () => {
  outbox.entries = []
  stop = startOutboxTriggers()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(outbox.flushes).toEqual(['reconnect'])
  outbox.entries = [waitingEntry(70_000)]
  stop()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(outbox.flushes).toEqual(['reconnect'])
})
