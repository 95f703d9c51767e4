import { type ResendOptions, sendThroughResend } from '../_shared/resend.ts'
import type { Mailer } from './notification.ts'

/** Mails the author through Resend, the visitor only as reply-to. */
export function createResendMailer({ from, to, ...options }: ResendOptions & { from: string; to: string }): Mailer {
  return {
    send: (notification) =>
      sendThroughResend(options, {
        from,
        to,
        replyTo: notification.replyTo,
        subject: notification.subject,
        text: notification.text,
        idempotencyKey: `contact-message/${notification.idempotencyKey}`,
      }),
  }
}
