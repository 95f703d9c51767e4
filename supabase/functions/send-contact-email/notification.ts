import type { ContactMessage } from '../_shared/contact-schema.ts'

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

export interface Mailer {
  send(notification: Notification): Promise<void>
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
