import type { ContactMessage } from '../_shared/contact-schema.ts'
import type { MailKind, Mailer as SharedMailer } from '../_shared/mailer.ts'
import { ConfigurationError } from '../_shared/settings.ts'
import type { DigestMail } from './digest.ts'

/** The mail telling the author about a new message. Only `replyTo` comes from the visitor among the header fields. */
export interface Notification {
  messageId: string
  /** Forwarded to the mail provider, so sending again for the same submission mails once. */
  idempotencyKey: string
  /** A validated single plain address. */
  replyTo: string
  subject: string
  text: string
}

/** What the author is mailed: a visitor's message, or the digest of a flood. */
export type AuthorMail = Notification | DigestMail

export type Mailer = SharedMailer<AuthorMail>

/** To the author from the site (CONTACT_TO_EMAIL, CONTACT_FROM_EMAIL), a visitor only as a message's reply-to. */
export const notificationMail: MailKind<AuthorMail, { from: string; to: string }> = {
  addresses(env) {
    const to = env('CONTACT_TO_EMAIL')
    const from = env('CONTACT_FROM_EMAIL')
    if (!to || !from)
      throw new ConfigurationError('RESEND_API_KEY is set: also set CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL.')
    return { to, from }
  },
  toResend: (mail, { from, to }) =>
    'digest' in mail
      ? { from, to, subject: mail.subject, text: mail.text, idempotencyKey: mail.idempotencyKey }
      : {
          from,
          to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          idempotencyKey: `contact-message/${mail.idempotencyKey}`,
        },
  logLine: (mail) =>
    'digest' in mail
      ? `[contact] flood digest: ${mail.digest.held} waiting, ${mail.digest.sent} sent after waiting, ${mail.digest.dropped} dropped (no RESEND_API_KEY, so no mail sent)`
      : `[contact] new message ${mail.messageId} (no RESEND_API_KEY, so no mail sent; \`npm run inbox\` shows it)`,
}

export function composeNotification(messageId: string, idempotencyKey: string, message: ContactMessage): Notification {
  return {
    messageId,
    idempotencyKey,
    replyTo: message.email,
    // The visitor's own subject (one checked line), so the author's reply reads "Re:" what they wrote.
    subject: message.subject,
    text: [
      'Someone wrote to you through the contact form. Reply to this mail to answer them.',
      '',
      `Name:    ${message.name}`,
      `Email:   ${message.email}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      `(message ${messageId})`,
    ].join('\n'),
  }
}
