import { describe, expect, it } from 'vitest'
import { contactSubmissionParser } from './contact-server-schema.ts'
import { englishReaderWords } from './reader-words.ts'

const parseContactSubmission = contactSubmissionParser(englishReaderWords)

const valid = {
  name: 'Ada Reader',
  email: 'ada@example.com',
  subject: 'Golden Horizons',
  message: 'I loved the ending of the book.',
}

describe('parseContactSubmission', () => {
  it('accepts what the form sends and trims it like the form', () => {
    expect(parseContactSubmission({ ...valid, name: ' Ada Reader ', website: '' })).toEqual({
      success: true,
      submission: { ...valid, website: '' },
    })
  })

  it.each(["o'brien+books@mail.example.co.uk", 'first.last@sub-domain.example', 'x@example.museum'])(
    'accepts the plain address %s',
    (email) => {
      expect(parseContactSubmission({ ...valid, email }).success).toBe(true)
    },
  )

  it('accepts line breaks, accents and emoji in the message', () => {
    expect(parseContactSubmission({ ...valid, message: 'Chère Élise,\n\nmerci 👩‍👧 pour ce livre.' }).success).toBe(
      true,
    )
  })

  it.each([
    ['name', '   ', 'Name is required'],
    ['email', 'ada', 'Please enter a valid email address'],
    ['message', 'too short', 'Message must be at least 10 characters long'],
    ['email', 'ada,eve@example.com', 'Email must be a single plain address, like name@example.com'],
    ['subject', 'Hi\r\nBcc: x@example.com', 'Subject must be a single line of plain text'],
    ['name', 7, 'Name must be text'],
  ] as const)('answers %s = %j with “%s”', (field, value, reason) => {
    expect(parseContactSubmission({ ...valid, [field]: value })).toEqual({
      success: false,
      fields: { [field]: reason },
    })
  })

  it('names unknown and missing fields', () => {
    const { message: _message, ...withoutMessage } = valid
    expect(parseContactSubmission({ ...withoutMessage, admin: true })).toEqual({
      success: false,
      fields: { message: 'This field is required', admin: 'Unknown field' },
    })
  })
})
