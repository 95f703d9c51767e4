import { describe, expect, it } from 'vitest'
import { englishReaderWords } from '../_shared/reader-words.ts'
import { readContactSettings } from './settings.ts'

const envOf = (values: Record<string, string>) => (name: string) => values[name]
const required = { CONTACT_ALLOWED_ORIGINS: 'https://author.example', CONTACT_ADDRESS_SALT: 'salt' }

describe('readContactSettings', () => {
  it('applies the defaults: 5 messages per address and 50 in all per 10 minutes, kept 90 days after mailing', () => {
    expect(readContactSettings(envOf(required))).toEqual({
      allowedOrigins: ['https://author.example'],
      rateLimit: { max: 5, windowSeconds: 600, globalMax: 50 },
      retentionDays: 90,
      addressSalt: 'salt',
      words: englishReaderWords,
    })
  })

  it('reads the global cap, the retention and the sweep secret', () => {
    const env = envOf({
      ...required,
      CONTACT_GLOBAL_RATE_LIMIT_MAX: '200',
      CONTACT_RETENTION_DAYS: '30',
      CONTACT_SWEEP_SECRET: 'sweep',
    })
    expect(readContactSettings(env)).toMatchObject({
      rateLimit: { globalMax: 200 },
      retentionDays: 30,
      sweepSecret: 'sweep',
    })
  })

  it.each([
    ['https://a.example, https://b.example/', ['https://a.example', 'https://b.example']],
    ['https://a.example,*', '*'],
    ['*', '*'],
  ])('reads allowed origins %j', (value, expected) => {
    expect(readContactSettings(envOf({ ...required, CONTACT_ALLOWED_ORIGINS: value })).allowedOrigins).toEqual(expected)
  })

  it('lets the environment raise the rate limit', () => {
    const env = envOf({ ...required, CONTACT_RATE_LIMIT_MAX: '1000', CONTACT_RATE_LIMIT_WINDOW_SECONDS: '60' })
    expect(readContactSettings(env).rateLimit).toEqual({ max: 1000, windowSeconds: 60, globalMax: 50 })
  })

  it('fills what local mode leaves out from the fallback, the environment still winning', () => {
    const local = { allowedOrigins: '*', addressSalt: 'random' }
    expect(readContactSettings(envOf({}), local)).toMatchObject({ allowedOrigins: '*', addressSalt: 'random' })
    expect(readContactSettings(envOf(required), local)).toMatchObject({
      allowedOrigins: ['https://author.example'],
      addressSalt: 'salt',
      words: englishReaderWords,
    })
  })

  it.each([
    [{ CONTACT_ADDRESS_SALT: 'salt' }, /CONTACT_ALLOWED_ORIGINS/],
    [{ CONTACT_ALLOWED_ORIGINS: '*' }, /CONTACT_ADDRESS_SALT/],
    [{ ...required, CONTACT_RATE_LIMIT_MAX: '0' }, /CONTACT_RATE_LIMIT_MAX/],
    [{ ...required, CONTACT_RATE_LIMIT_MAX: 'lots' }, /CONTACT_RATE_LIMIT_MAX/],
    [{ ...required, CONTACT_RATE_LIMIT_WINDOW_SECONDS: '1.5' }, /CONTACT_RATE_LIMIT_WINDOW_SECONDS/],
    [{ ...required, CONTACT_GLOBAL_RATE_LIMIT_MAX: '-1' }, /CONTACT_GLOBAL_RATE_LIMIT_MAX/],
    [{ ...required, CONTACT_RETENTION_DAYS: 'forever' }, /CONTACT_RETENTION_DAYS/],
  ])('refuses to start with %j', (values, message) => {
    expect(() => readContactSettings(envOf(values))).toThrow(message)
  })
})
