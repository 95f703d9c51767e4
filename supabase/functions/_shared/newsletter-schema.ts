import * as v from 'valibot'
import { contactSchemaIn, type RuleWords } from './contact-schema.ts'

/**
 * The newsletter form's rule, written once: the page checks the address as the reader types and
 * the newsletter-subscribe function checks it again, so whatever the form accepts the server accepts.
 * The address follows the contact form's rule: one plain address, no display name or list.
 */
export const newsletterSchemaIn = (words: RuleWords) => v.object({ email: contactSchemaIn(words).entries.email })

export type NewsletterSchema = ReturnType<typeof newsletterSchemaIn>
export type NewsletterInput = v.InferInput<NewsletterSchema>

/** The first broken rule of the address, as the message shown under the field; undefined when it is fine. */
export function validateNewsletterEmail(email: string, schema: NewsletterSchema): string | undefined {
  const result = v.safeParse(schema, { email }, { abortPipeEarly: true })
  return result.success ? undefined : result.issues[0].message
}

/** The consent statement the reader saw, as the content words it; stored as given. */
export const consentMaxLength = 500
