import * as v from 'valibot'
import { graphemeCount } from './grapheme-count.ts'
import { hasInvisibleCharacters } from './invisible-characters.ts'

/**
 * The contact form's rules, written once: the page validates with them as the visitor
 * types, and the send-contact-email function validates the same body again, so whatever the
 * form accepts the server accepts.
 */
export const contactLimits = { name: 100, email: 254, subject: 200, message: 5000, messageMin: 10 } as const

// Control characters would reach mail text and terminals; bidi controls make text display
// differently from what it says; lone surrogates cannot be stored as UTF-8.
const forbiddenInLine = /[\p{Cc}\p{Cs}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
const forbiddenInText = /(?!\n)[\p{Cc}\p{Cs}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u

// The simple shape readers are told about: something@something.something, no spaces anywhere.
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// One bare addr-spec (dot-atom@host.tld): no display name, quoting, comments or lists, so it is
// safe to put in a Reply-To header as it is.
const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]"
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const plainAddress = new RegExp(`^${atext}+(?:\\.${atext}+)*@${label}(?:\\.${label})+$`)
const maxLocalPartLength = 64
const notPlainAddress = 'Email must be a single plain address, like name@example.com'

// Required is judged after trimming; the characters on the text as typed, ends included.
const text = (name: string, max: number, forbidden: RegExp, plain: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.check((value) => value.trim() !== '', `${name} is required`),
    v.check((value) => !forbidden.test(value), plain),
    v.trim(),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  )
export const line = (name: string, max: number) =>
  text(name, max, forbiddenInLine, `${name} must be a single line of plain text`)

// A name or a subject the author reads as it is: no characters that show nothing.
const visibleLine = (name: string, max: number) =>
  v.pipe(
    line(name, max),
    v.check((value) => !hasInvisibleCharacters(value), `${name} must not contain invisible characters`),
  )

export const contactSchema = v.object({
  name: visibleLine('Name', contactLimits.name),
  email: v.pipe(
    line('Email', contactLimits.email),
    v.regex(simpleEmail, 'Please enter a valid email address'),
    v.regex(plainAddress, notPlainAddress),
    v.check((value) => value.indexOf('@') <= maxLocalPartLength, notPlainAddress),
  ),
  subject: visibleLine('Subject', contactLimits.subject),
  message: v.pipe(
    text(
      'Message',
      contactLimits.message,
      forbiddenInText,
      'Message must be plain text; line breaks are the only control characters allowed',
    ),
    // Counted as a reader counts characters (graphemes), never fewer than the code points the
    // database's check counts, so a message this accepts is one Postgres stores (𐀀 is 2 UTF-16 units).
    v.check(
      (value) => graphemeCount(value) >= contactLimits.messageMin,
      `Message must be at least ${contactLimits.messageMin} characters long`,
    ),
  ),
})

export type ContactInput = v.InferInput<typeof contactSchema>
export type ContactMessage = v.InferOutput<typeof contactSchema>
export type ContactField = keyof ContactInput
export type ContactErrors = Partial<Record<ContactField, string>>

/** The first broken rule of each field, as the message shown under it. */
export function validateContact(values: ContactInput): ContactErrors {
  const result = v.safeParse(contactSchema, values, { abortPipeEarly: true })
  if (result.success) return {}
  const nested = v.flatten<typeof contactSchema>(result.issues).nested ?? {}
  const errors: ContactErrors = {}
  for (const [field, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[field as ContactField] = messages[0]
  }
  return errors
}
