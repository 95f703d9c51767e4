import * as words from 'virtual:words/outbox'
import type { ContactSubmission } from '#shared/contact-server-schema.ts'
import { fill } from '#src/content/words.ts'

/** A message as plain text, for the clipboard: everything the visitor wrote, nothing else. */
export const messageText = ({ name, email, subject, message }: ContactSubmission) =>
  fill(words.copiedText, { name, email, subject, message })

/** A mail to `address` that holds the message, for a site whose form reaches no one. */
export const mailTo = (address: string, { subject, message }: ContactSubmission) =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`
