import type { ContactSubmission } from '#shared/contact-server-schema.ts'

/** A message as plain text, for the clipboard: everything the visitor wrote, nothing else. */
export const messageText = ({ name, email, subject, message }: ContactSubmission) =>
  `From: ${name} <${email}>\nSubject: ${subject}\n\n${message}`
