import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactSchemaIn, validateContact } from './contact-schema.ts'
import { contactSubmissionParser } from './contact-server-schema.ts'
import { englishReaderWords } from './reader-words.ts'

const english = contactSchemaIn(englishReaderWords)
const parseContactSubmission = contactSubmissionParser(englishReaderWords)

// Plausible text with the characters that once split the two sides (tabs, bidi, line breaks, CR).
const tricky = fc.constantFrom(
  '\t',
  '\n',
  '\r\n',
  '\u202E',
  '\u2028',
  '\u00a0',
  ' ',
  '👍🏽',
  '𐀀',
  '\ud800',
  ',',
  '"',
  '<',
)
const mixed = fc
  .array(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }), tricky), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''))
const around = (core: fc.Arbitrary<string>) =>
  fc.tuple(fc.oneof(fc.constant(''), tricky), core, fc.oneof(fc.constant(''), tricky)).map((parts) => parts.join(''))

const values = fc.record({
  name: fc.oneof(around(fc.constant('Ada Reader')), mixed),
  email: fc.oneof(fc.emailAddress(), around(fc.emailAddress()), mixed),
  subject: fc.oneof(around(fc.constant('Golden Horizons')), mixed),
  message: fc.oneof(
    around(fc.constant('I loved the ending of the book.')),
    mixed.map((text) => `${text} long enough`),
  ),
})

describe('the form and the server', () => {
  it('whatever the form accepts, the server accepts, with the same trimmed values', () => {
    let accepted = 0
    fc.assert(
      fc.property(values, (typed) => {
        if (Object.keys(validateContact(typed, english)).length > 0) return
        accepted += 1
        const parsed = parseContactSubmission({ ...typed, website: '' })
        expect(parsed).toMatchObject({ success: true })
        if (parsed.success) expect(parsed.submission.name).toBe(typed.name.trim())
      }),
      { numRuns: 2000 },
    )
    // The property says nothing unless the form accepted a fair share of what was generated.
    expect(accepted).toBeGreaterThan(100)
  })

  it.each([
    ['name', 'Ada\tReader', 'Name must be a single line of plain text'],
    ['subject', 'Hello\u0085', 'Subject must be a single line of plain text'],
    ['email', 'ada,eve@example.com', 'Email must be a single plain address, like name@example.com'],
    [
      'message',
      'Tabs\tare refused here',
      'Message must be plain text; line breaks are the only control characters allowed',
    ],
  ] as const)('the form refuses %s = %j as the server does: “%s”', (field, value, reason) => {
    const typed = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Long enough message.',
      [field]: value,
    }
    expect(validateContact(typed, english)).toEqual({ [field]: reason })
    expect(parseContactSubmission(typed)).toEqual({ success: false, fields: { [field]: reason } })
  })
})
