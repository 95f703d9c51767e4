import type { Confirmations } from './confirmations.ts'

/** Deferred mails let through per round trip; the sweep goes on while a round fills. */
const sweepBatch = 20

export interface NewsletterSweepReport {
  sent: number
  failed: number
}

/**
 * Sends the confirmation mails that waited for room, as the window allows, a network at a time: run by a
 * scheduler every minute, so a deferred mail waits for no later sign-up (decision 0061).
 */
export async function sweepDeferredMails(
  confirmations: Confirmations,
  clock: () => Date,
): Promise<NewsletterSweepReport> {
  const report = { sent: 0, failed: 0 }
  let released: number
  do {
    const round = await confirmations.releaseWaiting(clock(), sweepBatch)
    report.sent += round.sent
    report.failed += round.released - round.sent
    released = round.released
  } while (released === sweepBatch)
  return report
}
