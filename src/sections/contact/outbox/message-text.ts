import type { OutboxPayload } from '#src/outbox/outbox-entry.ts'

/** A message as plain text, for the clipboard: everything the visitor wrote, nothing else. */
export const messageText = ({ name, email, subject, message }: OutboxPayload) =>
  `From: ${name} <${email}>\nSubject: ${subject}\n\n${message}`
