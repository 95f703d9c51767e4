import { type ResendOptions, sendThroughResend } from '../_shared/resend.ts'
import type { NewsletterMailer } from './mail.ts'

/** Mails the reader through Resend, with the list headers mail programs show as an Unsubscribe button. */
export function createResendNewsletterMailer({ from, ...options }: ResendOptions & { from: string }): NewsletterMailer {
  return {
    send: ({ to, subject, text, headers, idempotencyKey }) =>
      sendThroughResend(options, { from, to, subject, text, headers, idempotencyKey }),
  }
}
