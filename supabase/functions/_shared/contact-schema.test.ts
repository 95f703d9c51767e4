import { describe, expect, it } from 'vitest'
import { type ContactInput, contactSchemaIn, validateContact } from './contact-schema.ts'
import { englishReaderWords } from './reader-words.ts'

const english = contactSchemaIn(englishReaderWords)

const valid: ContactInput = {
  name: 'Ada Reader',
  email: 'ada@example.com',
  subject: 'Golden Horizons',
  message: 'I loved the ending of the book.',
}

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid, english)).toEqual({})
  })

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', '  ', 'Email is required'],
    ['email', 'ada', 'Please enter a valid email address'],
    ['email', 'ada@example', 'Please enter a valid email address'],
    ['email', 'ada @example.com', 'Please enter a valid email address'],
    ['email', 'ada@exa mple.com', 'Please enter a valid email address'],
    ['email', '@example.com', 'Please enter a valid email address'],
    ['subject', '', 'Subject is required'],
    ['subject', '\t ', 'Subject is required'],
    ['message', '', 'Message is required'],
    ['message', '    ', 'Message is required'],
    ['message', 'too short', 'Message must be at least 10 characters long'],
    ['message', '   nine char   ', 'Message must be at least 10 characters long'],
    // 7 characters, 10 UTF-16 code units: the database counts 7, so must the form.
    ['message', '! 𐀀𐀀  𐀀', 'Message must be at least 10 characters long'],
    ['message', '👍🏽👍🏽👍🏽👍🏽👍🏽', 'Message must be at least 10 characters long'],
    ['name', 'n'.repeat(101), 'Name must be at most 100 characters'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(validateContact({ ...valid, [field]: value }, english)).toEqual({ [field]: message })
  })

  it.each([
    ['message', 'exactly10!'],
    ['message', '𐀀𐀀𐀀𐀀𐀀𐀀𐀀𐀀𐀀𐀀'],
    ['email', '  ada@example.com  '],
    ['name', 'n'.repeat(100)],
  ] as const)('%s = %j passes', (field, value) => {
    expect(validateContact({ ...valid, [field]: value }, english)).toEqual({})
  })

  const invisible = (field: 'Name' | 'Subject' | 'Message') => `${field} must not contain invisible characters`
  it.each([
    ['name', 'Ada\u200BReader', 'a zero-width space'],
    ['name', '\u200B', 'a zero-width space alone'],
    ['name', 'Ada\u2060Reader', 'a word joiner'],
    ['name', 'Ada Reader\u{E0041}\u{E0042}', 'tag characters'],
    ['name', 'Ada\u00ADReader', 'a soft hyphen'],
    ['name', '\u200DAda', 'a joiner at the start'],
    ['name', 'Ada\u200D', 'a joiner at the end'],
    ['name', 'A\u200C\u200Cda', 'two joiners in a row'],
    ['subject', 'Golden\u200BHorizons', 'a zero-width space'],
    ['subject', 'Golden Horizons\u2064', 'an invisible plus'],
    ['subject', '\uFFF9Golden Horizons', 'an interlinear annotation'],
    ['name', '\u3164', 'a Hangul filler alone'],
    ['name', '\u3164\u3164 \u3164', 'Hangul fillers and a space'],
    ['name', '\uFFA0', 'a halfwidth Hangul filler'],
    ['name', '\u2800\u2800', 'blank Braille patterns'],
    ['subject', 'Ada\u2800Reader', 'a blank Braille pattern between words'],
    ['name', '\uFE0F\uFE0F\uFE0F', 'a run of variation selectors'],
    ['name', 'Ada\uFE0F\uFE0E', 'two variation selectors after a letter'],
    ['subject', 'Golden \uFE0FHorizons', 'a variation selector after a space'],
    ['subject', 'Ada\u{E0100}\u{E0101}', 'supplementary variation selectors'],
    ['name', '\u034F', 'a combining grapheme joiner alone'],
    ['name', 'A\u034Fda', 'a combining grapheme joiner inside a word'],
    ['message', 'I loved it.\u200B\u200B\u200B Hidden.', 'zero-width spaces'],
    ['message', '\u3164\u3164\u3164\u3164\u3164\u3164\u3164\u3164\u3164\u3164', 'only Hangul fillers'],
    ['message', 'Ten characters\u{E0041}\u{E0042} of tags', 'tag characters'],
  ] as const)('%s = %j (%s) → refused as invisible', (field, value, _what) => {
    const name = field === 'name' ? 'Name' : field === 'subject' ? 'Subject' : 'Message'
    expect(validateContact({ ...valid, [field]: value }, english)).toEqual({ [field]: invisible(name) })
  })

  it.each([
    ['name', 'Mehr\u200Cdad', 'a zero-width non-joiner inside a Persian-style word'],
    ['name', 'क्\u200Dष', 'a zero-width joiner inside a Devanagari conjunct'],
    ['subject', 'Loved it 👩\u200D💻', 'a joiner inside an emoji sequence'],
    ['subject', 'Loved it ❤️', 'a variation selector after its emoji'],
    ['subject', 'Chapter 1️⃣', 'a keycap'],
    ['subject', 'Pride 🏳️\u200D🌈', 'a joiner after a variation selector'],
    ['name', 'ᠠ᠋ᠨ', 'a Mongolian free variation selector after its letter'],
    ['message', 'I loved it ❤️\nAnd the ending 👩\u200D💻.', 'emoji across lines'],
  ] as const)('%s = %j (%s) passes', (field, value, _what) => {
    expect(validateContact({ ...valid, [field]: value }, english)).toEqual({})
  })

  it('reports every broken field at once, one message each', () => {
    expect(validateContact({ name: '', email: 'x', subject: '', message: 'short' }, english)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters long',
    })
  })
})
