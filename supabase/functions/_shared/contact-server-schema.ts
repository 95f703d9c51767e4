import * as v from 'valibot'
import { contactSchema } from './contact-schema.ts'
import { type FieldErrors, firstIssuePerField } from './field-errors.ts'

/**
 * What the send-contact-email function accepts: the form's own rules (same messages), in an
 * object that refuses unknown fields, plus the honeypot.
 */
export const serverContactSchema = v.strictObject(
  {
    ...contactSchema.entries,
    // The honeypot: a field people never see, so only bots fill it in.
    website: v.optional(v.string('website must be text'), ''),
  },
  // Missing entries and unknown ones both surface as object-level issues.
  (issue) => (issue.expected === 'never' ? 'Unknown field' : 'This field is required'),
)

export type ContactSubmission = v.InferOutput<typeof serverContactSchema>
export type ParsedSubmission =
  | { success: true; submission: ContactSubmission }
  | { success: false; fields: FieldErrors }

/** Validates a parsed JSON object; each broken field gets its first reason. */
export function parseContactSubmission(body: Record<string, unknown>): ParsedSubmission {
  const result = v.safeParse(serverContactSchema, body, { abortPipeEarly: true })
  if (result.success) return { success: true, submission: result.output }
  return { success: false, fields: firstIssuePerField(result.issues) }
}
