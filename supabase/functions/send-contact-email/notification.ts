import type { ContactMessage } from '../_shared/contact-schema.ts'
import type { MailKind, Mailer as SharedMailer } from '../_shared/mailer.ts'
import { ConfigurationError } from '../_shared/settings.ts'

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

export type Mailer = SharedMailer<Notification>

/** To the author from the site (CONTACT_TO_EMAIL, CONTACT_FROM_EMAIL), the visitor only as reply-to. */
export const notificationMail: MailKind<Notification, { from: string; to: string }> = {
  addresses(env) {
    const to = env('CONTACT_TO_EMAIL')
    const from = env('CONTACT_FROM_EMAIL')
    if (!to || !from)
      throw new ConfigurationError('RESEND_API_KEY is set: also set CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL.')
    return { to, from }
  },
  toResend: ({ replyTo, subject, text, idempotencyKey }, { from, to }) => ({
    from,
    to,
    replyTo,
    subject,
    text,
    idempotencyKey: `contact-message/${idempotencyKey}`,
  }),
  logLine: ({ messageId }) =>
    `[contact] new message ${messageId} (no RESEND_API_KEY, so no mail sent; \`npm run inbox\` shows it)`,
}

export function composeNotification(messageId: string, idempotencyKey: string, message: ContactMessage): Notification {
  return {
    messageId,
    idempotencyKey,
    replyTo: message.email,
    subject: 'New message from your website',
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
