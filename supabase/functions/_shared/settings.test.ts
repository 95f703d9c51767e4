import { describe, expect, it } from 'vitest'
import { englishReaderWords } from './reader-words.ts'
import { readSiteSettings } from './settings.ts'

const envOf = (values: Record<string, string>) => (name: string) => values[name]

describe('readSiteSettings', () => {
  it.each([
    [
      { CONTACT_ALLOWED_ORIGINS: 'https://a.example/, https://b.example', CONTACT_ADDRESS_SALT: 's' },
      {},
      ['https://a.example', 'https://b.example'],
      's',
    ],
    [{ CONTACT_ALLOWED_ORIGINS: 'https://a.example,*', CONTACT_ADDRESS_SALT: 's' }, {}, '*', 's'],
    [{}, { allowedOrigins: '*', addressSalt: 'local' }, '*', 'local'],
    [
      { CONTACT_ALLOWED_ORIGINS: '', CONTACT_ADDRESS_SALT: 'env' },
      { allowedOrigins: '*', addressSalt: 'local' },
      [],
      'env',
    ],
  ])('reads %j (fallback %j)', (values, fallback, allowedOrigins, addressSalt) => {
    expect(readSiteSettings(envOf(values), fallback)).toEqual({
      allowedOrigins,
      addressSalt,
      words: englishReaderWords,
    })
  })

  it.each([
    [{ CONTACT_ADDRESS_SALT: 's' }, /Set CONTACT_ALLOWED_ORIGINS/],
    [{ CONTACT_ALLOWED_ORIGINS: '*' }, /Set CONTACT_ADDRESS_SALT/],
    [{ CONTACT_ALLOWED_ORIGINS: '*', CONTACT_ADDRESS_SALT: '' }, /Set CONTACT_ADDRESS_SALT/],
  ])('refuses to start with %j', (values, message) => {
    expect(() => readSiteSettings(envOf(values), {})).toThrow(message)
  })
})
