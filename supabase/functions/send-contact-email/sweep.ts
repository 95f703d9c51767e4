import { sweepBatch } from './delivery-timing.ts'
import type { Notifier } from './notifier.ts'
import type { ContactSettings } from './settings.ts'
import type { ContactStore } from './store.ts'

export interface SweepReport {
  sent: number
  failed: number
  addressesCleared: number
  messagesDeleted: number
}

/**
 * One round of upkeep: every notification that is due (held ones as the window's mails allow) is claimed and sent, and what no longer
 * serves is forgotten. Run by a scheduler, never by a visitor's request.
 */
export async function sweep(deps: {
  store: ContactStore
  notifier: Notifier
  clock: () => Date
  settings: ContactSettings
}): Promise<SweepReport> {
  const { store, notifier, clock, settings } = deps
  const report = { sent: 0, failed: 0 }
  // Messages held by the global cap join the due ones as the window's mails allow (decision 0026).
  await store.releaseHeldNotifications(clock(), settings.rateLimit)
  for (let due = await store.claimDueNotifications(clock(), sweepBatch); due.length > 0; ) {
    for (const pending of due) {
      if (await notifier.deliver(pending)) report.sent += 1
      else report.failed += 1
    }
    due = due.length < sweepBatch ? [] : await store.claimDueNotifications(clock(), sweepBatch)
  }
  const forgotten = await store.forget(clock(), settings.rateLimit.windowSeconds, settings.retentionDays)
  return { ...report, addressesCleared: forgotten.addresses, messagesDeleted: forgotten.messages }
}
