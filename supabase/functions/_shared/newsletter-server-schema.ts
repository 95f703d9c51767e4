import * as v from 'valibot'
import { type FieldErrors, firstIssuePerField } from './field-errors.ts'
import { consentRule, newsletterSchema } from './newsletter-schema.ts'

// Mail domains are case-insensitive; the part before the @ may not be, so it is kept as typed.
const normalised = (email: string) => {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`
}

/** What newsletter-subscribe accepts: the form's address rule, the consent, the honeypot; nothing else. */
export const serverNewsletterSchema = v.strictObject(
  {
    email: v.pipe(newsletterSchema.entries.email, v.transform(normalised)),
    consent: consentRule,
    // The honeypot, named as in the contact form: a field people never see, so only bots fill it in.
    website: v.optional(v.string('website must be text'), ''),
  },
  (issue) => (issue.expected === 'never' ? 'Unknown field' : 'This field is required'),
)

export type NewsletterSubmission = v.InferOutput<typeof serverNewsletterSchema>

export type ParsedNewsletter =
  | { success: true; submission: NewsletterSubmission }
  | { success: false; fields: FieldErrors }

/** Validates a parsed JSON object; each broken field gets its first reason. */
export function parseNewsletterSubmission(body: Record<string, unknown>): ParsedNewsletter {
  const result = v.safeParse(serverNewsletterSchema, body, { abortPipeEarly: true })
  if (result.success) return { success: true, submission: result.output }
  return { success: false, fields: firstIssuePerField(result.issues) }
}
