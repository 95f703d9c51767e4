import { beforeEach, expect, it, vi } from 'vitest'
import type { OutboxEntry } from '#src/outbox/outbox-entry.ts'
import { deliverWaiting } from './deliver-waiting.ts'

const outbox = vi.hoisted(() => ({
  entries: [] as Partial<OutboxEntry>[],
  news: undefined as (() => void) | undefined,
  listening: false,
  held: 0,
}))
vi.mock('#src/outbox/site-outbox.ts', () => ({ siteOutbox: { list: async () => outbox.entries } }))
vi.mock('#src/outbox/outbox-events.ts', () => ({
  onOutboxEvent: (listener: () => void) => {
    outbox.news = listener
    outbox.listening = true
    return () => (outbox.listening = false)
  },
}))
vi.mock('./held-triggers.ts', () => ({
  holdOutboxTriggers: () => {
    outbox.held++
    return () => outbox.held--
  },
}))

const waiting: Partial<OutboxEntry> = { id: 'w' }
const rejected: Partial<OutboxEntry> = { id: 'r', failed: 'rejected' }
const news = async () => {
  outbox.news?.()
  await new Promise((settled) => setTimeout(settled))
}

beforeEach(() => {
  Object.assign(outbox, { entries: [], news: undefined, listening: false, held: 0 })
})

it.each([
  ['nothing in the outbox', []],
  ['only an entry that failed for good', [rejected]],
])('with %s, starts no triggers and listens to nothing', async (_, entries) => {
  outbox.entries = entries
  await deliverWaiting()
  expect(outbox).toMatchObject({ held: 0, listening: false })
})

it('with an entry waiting, holds the triggers until news says nothing waits', async () => {
  outbox.entries = [waiting, rejected]
  await deliverWaiting()
  expect(outbox).toMatchObject({ held: 1, listening: true })
  await news()
  expect(outbox).toMatchObject({ held: 1, listening: true })
  outbox.entries = [rejected]
  await news()
  expect(outbox).toMatchObject({ held: 0, listening: false })
})
