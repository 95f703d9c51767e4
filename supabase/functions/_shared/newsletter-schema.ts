import * as v from 'valibot'
import { contactSchema, line } from './contact-schema.ts'

/**
 * The newsletter form's rule, written once: the page checks the address as the reader types and
 * the newsletter-subscribe function checks it again, so whatever the form accepts the server accepts.
 * The address follows the contact form's rule: one plain address, no display name or list.
 */
export const newsletterSchema = v.object({ email: contactSchema.entries.email })

export type NewsletterInput = v.InferInput<typeof newsletterSchema>

/** The first broken rule of the address, as the message shown under the field; undefined when it is fine. */
export function validateNewsletterEmail(email: string): string | undefined {
  const result = v.safeParse(newsletterSchema, { email }, { abortPipeEarly: true })
  return result.success ? undefined : result.issues[0].message
}

/** The consent statement the reader saw, as the content words it; stored as given. */
export const consentMaxLength = 500
export const consentRule = line('Consent', consentMaxLength)
