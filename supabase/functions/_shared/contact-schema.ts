import * as v from 'valibot'

/**
 * The contact form's rules, written once: the page validates with them as the visitor
 * types, and the send-contact-email function validates the same body again.
 */
export const contactLimits = { name: 100, email: 254, subject: 200, message: 5000, messageMin: 10 } as const

// The form's simple shape: something@something.something, no spaces anywhere.
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const requiredText = (message: string, max: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, `${label} must be at most ${max} characters`))

export const contactSchema = v.object({
  name: requiredText('Name is required', contactLimits.name, 'Name'),
  email: v.pipe(
    requiredText('Email is required', contactLimits.email, 'Email'),
    v.regex(simpleEmail, 'Please enter a valid email address'),
  ),
  subject: requiredText('Subject is required', contactLimits.subject, 'Subject'),
  message: v.pipe(
    requiredText('Message is required', contactLimits.message, 'Message'),
    // Counted as a reader counts characters (graphemes), never fewer than the code points the
    // database's check counts, so a message this accepts is one Postgres stores (𐀀 is 2 UTF-16 units).
    v.minGraphemes(contactLimits.messageMin, `Message must be at least ${contactLimits.messageMin} characters long`),
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
