import { describe, expect, it } from 'vitest'
import { type ContactInput, validateContact } from './contact-schema.ts'

const valid: ContactInput = {
  name: 'Ada Reader',
  email: 'ada@example.com',
  subject: 'Golden Horizons',
  message: 'I loved the ending of the book.',
}

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({})
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
    expect(validateContact({ ...valid, [field]: value })).toEqual({ [field]: message })
  })

  it.each([
    ['message', 'exactly10!'],
    ['message', '𐀀𐀀𐀀𐀀𐀀𐀀𐀀𐀀𐀀𐀀'],
    ['email', '  ada@example.com  '],
    ['name', 'n'.repeat(100)],
  ] as const)('%s = %j passes', (field, value) => {
    expect(validateContact({ ...valid, [field]: value })).toEqual({})
  })

  it('reports every broken field at once, one message each', () => {
    expect(validateContact({ name: '', email: 'x', subject: '', message: 'short' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters long',
    })
  })
})
