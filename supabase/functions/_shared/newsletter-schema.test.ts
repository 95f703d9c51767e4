import { describe, expect, it } from 'vitest'
import { newsletterSchemaIn, validateNewsletterEmail } from './newsletter-schema.ts'
import { newsletterSubmissionParser } from './newsletter-server-schema.ts'
import { englishReaderWords } from './reader-words.ts'

const english = newsletterSchemaIn(englishReaderWords)
const parseNewsletterSubmission = newsletterSubmissionParser(englishReaderWords)

const consentVersion = 'a'.repeat(64)

describe('validateNewsletterEmail', () => {
  it.each([
    ['ada@example.com', undefined],
    ['  ada@example.com ', undefined],
    ['', 'Email is required'],
    ['ada', 'Please enter a valid email address'],
    ['Ada <ada@example.com>', 'Please enter a valid email address'],
    ['ada@example.com, eve@example.com', 'Please enter a valid email address'],
    ['ada@example.com\r\nBcc: eve@example.com', 'Email must be a single line of plain text'],
    ['"ada"@example.com', 'Email must be a single plain address, like name@example.com'],
    [`${'a'.repeat(65)}@example.com`, 'Email must be a single plain address, like name@example.com'],
    [`ada@${'a'.repeat(250)}.com`, 'Email must be at most 254 characters'],
  ])('%j → %j', (email, message) => {
    expect(validateNewsletterEmail(email, english)).toBe(message)
  })
})

describe('parseNewsletterSubmission', () => {
  it('trims the address and lowercases its domain, keeping the part before the @ as typed', () => {
    expect(parseNewsletterSubmission({ email: ' Ada.Reader@Example.COM ', consentVersion, website: '' })).toEqual({
      success: true,
      submission: { email: 'Ada.Reader@example.com', consentVersion, website: '' },
    })
  })

  it('names the consent by its version, as the page sends it', () => {
    expect(parseNewsletterSubmission({ email: 'ada@example.com', consentVersion, website: '' })).toEqual({
      success: true,
      submission: { email: 'ada@example.com', consentVersion, website: '' },
    })
  })

  it.each([
    [{ consentVersion }, { email: 'This field is required' }],
    [
      { email: 'ada@example.com', consentVersion: 'A'.repeat(64) },
      { consentVersion: 'consentVersion must be the version of a consent wording' },
    ],
    // The wording itself: the server keeps the words, and takes a version only.
    [{ email: 'ada@example.com', consentVersion, consent: 'Yes.' }, { consent: 'Unknown field' }],
    [{ email: 'ada@example.com' }, { consentVersion: 'This field is required' }],
    [{ email: 'ada@example.com', consentVersion, list: ['eve@example.com'] }, { list: 'Unknown field' }],
    [{ email: ['ada@example.com'], consentVersion }, { email: 'Email must be text' }],
  ])('refuses %j', (body, fields) => {
    expect(parseNewsletterSubmission(body)).toEqual({ success: false, fields })
  })
})
