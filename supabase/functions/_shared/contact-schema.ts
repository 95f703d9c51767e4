import * as v from 'valibot'
import { fillWord } from './fill-words.ts'
import { graphemeCount } from './grapheme-count.ts'
import { hasInvisibleCharacters } from './invisible-characters.ts'
import type { ReaderWords } from './reader-words.ts'

/**
 * The contact form's rules, written once: the page validates with them as the visitor
 * types, and the send-contact-email function validates the same body again, so whatever the
 * form accepts the server accepts. Both say the reasons in the site's words.
 */
export const contactLimits = { name: 100, email: 254, subject: 200, message: 5000, messageMin: 10 } as const

/** The words the rules speak: the form's labels and the reasons. */
export type RuleWords = Pick<ReaderWords, 'fields' | 'formRules'>

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

/** A field's rules that any one-line text shares, its reasons in `rules`' words, naming the field as `name`. */
export function lineRules(rules: RuleWords['formRules']) {
  // Required is judged after trimming; the characters on the text as typed, ends included.
  const text = (name: string, max: number, forbidden: RegExp, plain: string) =>
    v.pipe(
      v.string(fillWord(rules.notText, { field: name })),
      v.check((value) => value.trim() !== '', fillWord(rules.required, { field: name })),
      v.check((value) => !forbidden.test(value), plain),
      v.trim(),
      v.maxLength(max, fillWord(rules.tooLong, { field: name, max })),
    )
  const line = (name: string, max: number) => text(name, max, forbiddenInLine, fillWord(rules.oneLine, { field: name }))
  // Words the author reads as they are: no characters that show nothing.
  const visible = (name: string) =>
    v.check((value: string) => !hasInvisibleCharacters(value), fillWord(rules.invisible, { field: name }))
  const visibleLine = (name: string, max: number) => v.pipe(line(name, max), visible(name))
  const message = (name: string) =>
    v.pipe(
      text(name, contactLimits.message, forbiddenInText, fillWord(rules.plainText, { field: name })),
      visible(name),
    )
  return { line, visibleLine, message }
}

/** The contact form's fields and their rules, the reasons in `words`. */
export function contactSchemaIn({ fields, formRules }: RuleWords) {
  const { line, visibleLine, message } = lineRules(formRules)
  const notPlainAddress = fillWord(formRules.plainAddress, { field: fields.email })
  return v.object({
    name: visibleLine(fields.name, contactLimits.name),
    email: v.pipe(
      line(fields.email, contactLimits.email),
      v.regex(simpleEmail, formRules.invalidEmail),
      v.regex(plainAddress, notPlainAddress),
      v.check((value) => value.indexOf('@') <= maxLocalPartLength, notPlainAddress),
    ),
    subject: visibleLine(fields.subject, contactLimits.subject),
    message: v.pipe(
      message(fields.message),
      // Counted as a reader counts characters (graphemes), never fewer than the code points the
      // database's check counts, so a message this accepts is one Postgres stores (𐀀 is 2 UTF-16 units).
      v.check(
        (value) => graphemeCount(value) >= contactLimits.messageMin,
        fillWord(formRules.tooShort, { field: fields.message, min: contactLimits.messageMin }),
      ),
    ),
  })
}

export type ContactSchema = ReturnType<typeof contactSchemaIn>
export type ContactInput = v.InferInput<ContactSchema>
export type ContactMessage = v.InferOutput<ContactSchema>
export type ContactField = keyof ContactInput
export type ContactErrors = Partial<Record<ContactField, string>>

/** The first broken rule of each field, as the message shown under it. */
export function validateContact(values: ContactInput, schema: ContactSchema): ContactErrors {
  const result = v.safeParse(schema, values, { abortPipeEarly: true })
  if (result.success) return {}
  const nested = v.flatten<ContactSchema>(result.issues).nested ?? {}
  const errors: ContactErrors = {}
  for (const [field, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[field as ContactField] = messages[0]
  }
  return errors
}
