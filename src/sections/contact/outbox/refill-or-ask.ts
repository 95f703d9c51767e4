import type { ContactField, ContactInput } from '#shared/contact-schema.ts'

const fields: ContactField[] = ['name', 'email', 'subject', 'message']

/**
 * Putting a message's words back into the form: at once, unless a field holds words the reader
 * typed that the message's would replace; then the reader is asked first.
 */
export function refillOrAsk(form: ContactInput, words: ContactInput): 'refill' | 'ask' {
  const loses = fields.some((field) => form[field].trim() !== '' && form[field] !== words[field])
  return loses ? 'ask' : 'refill'
}
