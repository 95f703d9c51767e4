import { describe, expect, it } from 'vitest'
import { validateContact } from '#shared/contact-schema.ts'
import { contactSchema } from './contact-form-state.ts'
import { messageCountText, messageLength } from './message-length.ts'

describe('the message counter', () => {
  it.each([
    ['', '0 / 10 characters minimum'],
    ['   ', '0 / 10 characters minimum'],
    ['  too short  ', '9 / 10 characters minimum'],
    ['Ten chars!', '10 / 10 characters minimum'],
    ['👩‍👩‍👧 family 🇫🇷', '10 / 10 characters minimum'],
  ])('%j reads "%s"', (message, text) => {
    expect(messageCountText(message)).toBe(text)
  })

  it.each(['  too short  ', 'Ten chars!', '👩‍👩‍👧 family 🇫🇷', '123456789', 'é'.normalize('NFD').repeat(10)])(
    'counts %j as the rule does: at the minimum exactly when the rule passes',
    (message) => {
      const valid =
        validateContact({ name: 'A', email: 'a@b.co', subject: 'S', message }, contactSchema).message === undefined
      expect(messageLength(message) >= 10).toBe(valid)
    },
  )
})
