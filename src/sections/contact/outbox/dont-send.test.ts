import 'fake-indexeddb/auto'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CancelOutcome } from '#src/outbox/outbox.ts'
import type { ContactEntry } from '#src/outbox/outbox-entry.ts'
import { toastsAtom } from '#src/ui/toast/toasts.ts'
import { dontSend } from './dont-send.ts'

const entry = { id: 'm1', kind: 'contact', payload: { subject: 'Hello' } } as ContactEntry

beforeEach(() => {
  vi.useFakeTimers()
  getDefaultStore().set(toastsAtom, [])
})

describe("Don't send", () => {
  it.each<[CancelOutcome, number, string[]]>([
    [{ kind: 'cancelled', entry }, 1, ['Message Cancelled']],
    [{ kind: 'sent' }, 0, ['Already Sent']],
    [{ kind: 'gone' }, 0, ['Already Taken Back']],
    [{ kind: 'failed' }, 0, []],
  ])('%j: the form refilled %i times, toasts %j', async (outcome, refills, toasts) => {
    const refill = vi.fn()
    await dontSend(entry, refill, async () => outcome)
    expect(refill).toHaveBeenCalledTimes(refills)
    if (refills) expect(refill).toHaveBeenCalledWith(entry)
    expect(
      getDefaultStore()
        .get(toastsAtom)
        .map((toast) => toast.title),
    ).toEqual(toasts)
  })
})
