import * as v from 'valibot'
import { contactSchema } from './contact-schema.ts'

/**
 * What the send-contact-email function accepts: the form's own rules (same messages) plus the
 * rules a server needs because it cannot trust that the form sent the body.
 */

// Control characters would reach mail text and terminals; bidi controls make text display
// differently from what it says; lone surrogates cannot be stored as UTF-8.
const forbiddenInLine = /[\p{Cc}\p{Cs}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
const forbiddenInText = /(?!\n)[\p{Cc}\p{Cs}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u

// One bare addr-spec (dot-atom@host.tld): no display name, quoting, comments or lists, so it is
// safe to put in a Reply-To header as it is.
const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]"
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const plainAddress = new RegExp(`^${atext}+(?:\\.${atext}+)*@${label}(?:\\.${label})+$`)
const maxLocalPartLength = 64

const line = (name: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.check((value) => !forbiddenInLine.test(value), `${name} must be a single line of plain text`),
  )

export const serverContactSchema = v.strictObject(
  {
    name: v.pipe(line('Name'), contactSchema.entries.name),
    email: v.pipe(
      line('Email'),
      contactSchema.entries.email,
      v.regex(plainAddress, 'Email must be a single plain address, like name@example.com'),
      v.check(
        (value) => value.indexOf('@') <= maxLocalPartLength,
        'Email must be a single plain address, like name@example.com',
      ),
    ),
    subject: v.pipe(line('Subject'), contactSchema.entries.subject),
    message: v.pipe(
      v.string('Message must be text'),
      v.check(
        (value) => !forbiddenInText.test(value),
        'Message must be plain text; line breaks are the only control characters allowed',
      ),
      contactSchema.entries.message,
    ),
    // The honeypot: a field people never see, so only bots fill it in.
    website: v.optional(v.string('website must be text'), ''),
  },
  // Missing entries and unknown ones both surface as object-level issues.
  (issue) => (issue.expected === 'never' ? 'Unknown field' : 'This field is required'),
)

export type ContactSubmission = v.InferOutput<typeof serverContactSchema>
export type FieldErrors = Record<string, string>

export type ParsedSubmission =
  | { success: true; submission: ContactSubmission }
  | { success: false; fields: FieldErrors }

/** Validates a parsed JSON object; each broken field gets its first reason. */
export function parseContactSubmission(body: Record<string, unknown>): ParsedSubmission {
  const result = v.safeParse(serverContactSchema, body, { abortPipeEarly: true })
  if (result.success) return { success: true, submission: result.output }
  // A Map, because a field may be named __proto__.
  const fields = new Map<string, string>()
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? 'body')
    if (!fields.has(field)) fields.set(field, issue.message)
  }
  return { success: false, fields: Object.fromEntries(fields) }
}
