import { describeError, type Log } from '../_shared/log.ts'
import { digestEverySeconds, sweepBatch } from './delivery-timing.ts'
import { composeDigest } from './digest.ts'
import type { Mailer } from './notification.ts'
import type { Notifier } from './notifier.ts'
import type { ContactSettings } from './settings.ts'
import type { ContactStore } from './store.ts'

export interface SweepReport {
  sent: number
  failed: number
  /** Whether the author was sent the flood's digest. */
  digestSent: boolean
  addressesCleared: number
  messagesDeleted: number
}

/**
 * One round of upkeep: every notification that is due (held ones as the window's mails allow) is claimed and sent,
 * the author is told of a flood (at most hourly), and what no longer serves is forgotten. Run by a scheduler, never
 * by a visitor's request.
 */
export async function sweep(deps: {
  store: ContactStore
  notifier: Notifier
  mailer: Mailer
  clock: () => Date
  settings: ContactSettings
  log: Log
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
  const digestSent = await sendDigest(deps)
  const forgotten = await store.forget(clock(), settings.rateLimit.windowSeconds, settings.retentionDays)
  return { ...report, digestSent, addressesCleared: forgotten.addresses, messagesDeleted: forgotten.messages }
}

/** The flood's digest, when there is news for the author; a failed one is given back for the next sweep. */
async function sendDigest({ store, mailer, clock, settings, log }: Parameters<typeof sweep>[0]): Promise<boolean> {
  const digest = await store.takeDigest(clock(), digestEverySeconds)
  if (!digest) return false
  try {
    await mailer.send(composeDigest(digest, settings.rateLimit))
    return true
  } catch (cause) {
    log(`[send-contact-email] the flood digest was not sent (${describeError(cause)}); the next sweep tries again`)
    await store.giveBackDigest(digest)
    return false
  }
}
