import { describe, expect, it } from 'vitest'
import { englishReaderWords } from '../_shared/reader-words.ts'
import { readNewsletterSettings } from './settings.ts'

const envOf = (values: Record<string, string>) => (name: string) => values[name]
const required = {
  CONTACT_ALLOWED_ORIGINS: 'https://author.example',
  CONTACT_ADDRESS_SALT: 'salt',
  SITE_URL: 'https://author.example/',
  SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
}

describe('readNewsletterSettings', () => {
  it("shares the contact function's origins and salt, and links to the site and Supabase's functions", () => {
    expect(readNewsletterSettings(envOf(required))).toEqual({
      allowedOrigins: ['https://author.example'],
      rateLimit: { max: 5, windowSeconds: 600, globalMax: 100 },
      addressSalt: 'salt',
      siteUrl: 'https://author.example',
      functionsUrl: 'https://abcdefghijklmnopqrst.supabase.co/functions/v1',
      words: englishReaderWords,
    })
  })

  it('reads its own rate limits', () => {
    const env = envOf({
      ...required,
      NEWSLETTER_RATE_LIMIT_MAX: '3',
      NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS: '60',
      NEWSLETTER_GLOBAL_RATE_LIMIT_MAX: '40',
    })
    expect(readNewsletterSettings(env).rateLimit).toEqual({ max: 3, windowSeconds: 60, globalMax: 40 })
  })

  it('in local mode serves the functions on the site it was given, the environment still winning', () => {
    const local = { allowedOrigins: '*', addressSalt: 'random', siteUrl: 'http://localhost:4173' }
    expect(readNewsletterSettings(envOf({}), local)).toMatchObject({
      allowedOrigins: '*',
      siteUrl: 'http://localhost:4173',
      functionsUrl: 'http://localhost:4173/functions/v1',
    })
    expect(readNewsletterSettings(envOf({ SITE_URL: 'https://author.example' }), local).siteUrl).toBe(
      'https://author.example',
    )
  })

  it('keeps the consent line the deploy gave with the site’s words, as the wording it registers', () => {
    const words = { ...englishReaderWords, newsletter: { name: 'Letters', consent: 'Yes, send me the letters.' } }
    const env = envOf({ ...required, SITE_WORDS: JSON.stringify(words) })
    expect(readNewsletterSettings(env).words.newsletter).toEqual(words.newsletter)
  })

  const withConsent = (consent: unknown) =>
    JSON.stringify({ ...englishReaderWords, newsletter: { name: 'Letters', consent } })
  const withAlerts = (alerts: unknown) =>
    JSON.stringify({ ...englishReaderWords, newsletter: { name: 'Letters', consent: 'Yes.', alerts } })
  const book = { slug: 'the-quiet-between-minds', title: 'The Quiet Between Minds', released: '2027-05-20' }

  it('keeps the release alerts’ consent line and books the deploy gave', () => {
    const alerts = { consent: 'Tell me once.', books: [book] }
    expect(
      readNewsletterSettings(envOf({ ...required, SITE_WORDS: withAlerts(alerts) })).words.newsletter.alerts,
    ).toEqual(alerts)
  })

  it.each([
    [{ ...required, CONTACT_ALLOWED_ORIGINS: undefined }, /CONTACT_ALLOWED_ORIGINS/],
    [
      { ...required, SITE_WORDS: withConsent('Yes.\u{E0041}') },
      /SITE_WORDS.newsletter.consent must be one visible line/,
    ],
    [{ ...required, SITE_WORDS: withConsent('Yes.\nAnd more.') }, /SITE_WORDS.newsletter.consent/],
    [{ ...required, SITE_WORDS: withConsent(42) }, /SITE_WORDS.newsletter.consent/],
    [
      { ...required, SITE_WORDS: withAlerts({ consent: 'Yes.\nAnd more.', books: [book] }) },
      /SITE_WORDS.newsletter.alerts/,
    ],
    [
      { ...required, SITE_WORDS: withAlerts({ consent: 'Yes.', books: [{ ...book, slug: '../x' }] }) },
      /SITE_WORDS.newsletter.alerts/,
    ],
    [{ ...required, SITE_WORDS: withAlerts({ consent: 'Yes.' }) }, /SITE_WORDS.newsletter.alerts/],
    [{ ...required, CONTACT_ADDRESS_SALT: undefined }, /CONTACT_ADDRESS_SALT/],
    [{ ...required, SITE_URL: undefined }, /Set SITE_URL to the full http\(s\) address, not ""/],
    [{ ...required, SITE_URL: 'author.example' }, /SITE_URL/],
    [{ ...required, SITE_URL: 'javascript:alert(1)' }, /SITE_URL/],
    [{ ...required, SUPABASE_URL: 'ftp://x.example' }, /SUPABASE_URL/],
    [{ ...required, NEWSLETTER_RATE_LIMIT_MAX: '0' }, /NEWSLETTER_RATE_LIMIT_MAX/],
    [{ ...required, NEWSLETTER_GLOBAL_RATE_LIMIT_MAX: 'many' }, /NEWSLETTER_GLOBAL_RATE_LIMIT_MAX/],
  ])('refuses to start with %j', (values, message) => {
    const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
    expect(() => readNewsletterSettings(envOf(defined as Record<string, string>))).toThrow(message)
  })
})
