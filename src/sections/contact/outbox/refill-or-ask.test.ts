import { describe, expect, it } from 'vitest'
import type { ContactInput } from '#shared/contact-schema.ts'
import { refillOrAsk } from './refill-or-ask.ts'

const words: ContactInput = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A long enough message.',
}
const empty: ContactInput = { name: '', email: '', subject: '', message: '' }

describe('putting a message back into the form', () => {
  it.each<[string, Partial<ContactInput>, 'refill' | 'ask']>([
    ['an empty form: at once', {}, 'refill'],
    ['only spaces and line breaks typed: at once', { message: ' \n ' }, 'refill'],
    ['the same words already there: at once', words, 'refill'],
    ['a field typed as the message has it, the rest empty: at once', { name: 'Ada' }, 'refill'],
    ['a draft in one field: ask', { message: 'Another thought.' }, 'ask'],
    ['the same name, another subject: ask', { name: 'Ada', subject: 'Goodbye' }, 'ask'],
    ['a whole other message: ask', { name: 'Bo', email: 'bo@example.com', subject: 'Hi', message: 'Words.' }, 'ask'],
  ])('%s', (_, typed, expected) => {
    expect(refillOrAsk({ ...empty, ...typed }, words)).toBe(expected)
  })
})
