import { expect, it } from 'vitest'
import type { OutboxEvent } from '#src/outbox/outbox-events.ts'
import { noticeFor } from './outbox-notices.ts'

it.each<[OutboxEvent['type'], number, ReturnType<typeof noticeFor>]>([
  ['sent', 0, undefined],
  ['sent', 2, 'sent'],
  ['rejected', 0, undefined],
  ['rejected', 1, 'failed'],
  ['unconnected', 0, undefined],
  ['unconnected', 1, 'unconnected'],
  ['expired', 0, 'failed'],
  ['expired', 9, 'failed'],
  ['retrying', 0, undefined],
  ['retrying', 3, undefined],
  ['queued', 0, undefined],
  ['discarded', 1, undefined],
])('%s after %i failed attempts: %s', (type, attempts, notice) => {
  expect(noticeFor({ type, id: 'm', kind: 'contact', attempts })).toBe(notice)
})

it.each<OutboxEvent['type']>(['sent', 'rejected', 'unconnected', 'expired'])(
  'a sign-up %s after waiting: no contact notice',
  (type) => {
    expect(noticeFor({ type, id: 's', kind: 'newsletter', attempts: 2 })).toBeUndefined()
  },
)
