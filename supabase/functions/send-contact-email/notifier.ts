import { describeError, type Log } from '../_shared/log.ts'
import { composeNotification, type Mailer } from './notification.ts'
import type { ContactStore, PendingNotification } from './store.ts'

export interface Notifier {
  /** Mails a notification this caller has claimed; a failure gives it back for a later try. */
  deliver(pending: PendingNotification): Promise<boolean>
}

/**
 * Sends claimed notifications and records the outcome. A mail setting that fails every time is
 * logged loudly once, when failing starts, and again when a mail goes through: not per message.
 */
export function createNotifier(deps: { store: ContactStore; mailer: Mailer; clock: () => Date; log: Log }): Notifier {
  const { store, mailer, clock, log } = deps
  let failing = false
  return {
    async deliver({ id, idempotencyKey, message }) {
      try {
        await mailer.send(composeNotification(id, idempotencyKey, message))
      } catch (cause) {
        await store.deferNotification(id, clock())
        if (!failing) {
          failing = true
          log(
            `[send-contact-email] MAIL IS FAILING: the notification for message ${id} was not sent (${describeError(cause)}). ` +
              'Messages stay stored and are retried with backoff; check RESEND_API_KEY, CONTACT_FROM_EMAIL and CONTACT_TO_EMAIL. ' +
              'Further failures are not logged until a mail goes through.',
          )
        }
        return false
      }
      await store.markNotified(id, clock())
      if (failing) {
        failing = false
        log(`[send-contact-email] mail works again (message ${id} sent)`)
      }
      return true
    },
  }
}
