// Whatever anyone posts to newsletter-subscribe: a clear 4xx, nothing stored, nothing mailed, never a 5xx.
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { newsletterTestKit } from '../../local/test-kits/newsletter-test-kit.ts'
import { newsletterSchemaIn, validateNewsletterEmail } from '../_shared/newsletter-schema.ts'
import { englishReaderWords } from '../_shared/reader-words.ts'

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 })

onEveryDatabase('newsletter-subscribe/hostile.test.ts', (database) => {
  const { consent, valid, backend, post, subscribers, emptyTables } = newsletterTestKit(database)
  beforeEach(emptyTables)

  const withEmail = (email: unknown) => () => post({ ...valid, email })
  const withVersion = (version: unknown) => () => post({ ...valid, consentVersion: version })

  const hostile: [string, number, string, () => Request, string?][] = [
    ['a Bcc header injected with CRLF', 422, 'invalid', withEmail('ada@example.com\r\nBcc: eve@example.com'), 'email'],
    ['a header injected with LF alone', 422, 'invalid', withEmail('ada@example.com\nCc: eve@example.com'), 'email'],
    ['a display name', 422, 'invalid', withEmail('Ada <ada@example.com>'), 'email'],
    ['a list with a comma', 422, 'invalid', withEmail('ada@example.com, eve@example.com'), 'email'],
    ['a list with a semicolon', 422, 'invalid', withEmail('ada@example.com;eve@example.com'), 'email'],
    ['a quoted local part', 422, 'invalid', withEmail('"ada eve"@example.com'), 'email'],
    ['a comment', 422, 'invalid', withEmail('ada(eve)@example.com'), 'email'],
    ['an IP literal', 422, 'invalid', withEmail('ada@[127.0.0.1]'), 'email'],
    ['a host without a dot', 422, 'invalid', withEmail('ada@localhost'), 'email'],
    ['a trailing dot', 422, 'invalid', withEmail('ada@example.com.'), 'email'],
    ['a leading dot', 422, 'invalid', withEmail('.ada@example.com'), 'email'],
    ['a Cyrillic look-alike', 422, 'invalid', withEmail('\u0430da@example.com'), 'email'],
    ['a local part over 64 characters', 422, 'invalid', withEmail(`${'a'.repeat(65)}@example.com`), 'email'],
    [
      'an address over 254 characters',
      422,
      'invalid',
      withEmail(`ada@${'a'.repeat(60)}.${'b'.repeat(200)}.com`),
      'email',
    ],
    ['an empty address', 422, 'invalid', withEmail(''), 'email'],
    ['an address of spaces', 422, 'invalid', withEmail('   '), 'email'],
    ['a NUL in the address', 422, 'invalid', withEmail('ada\u0000@example.com'), 'email'],
    ['a bidi override in the address', 422, 'invalid', withEmail('ada\u202e@example.com'), 'email'],
    ['an address as a number', 422, 'invalid', withEmail(42), 'email'],
    ['an address as a list', 422, 'invalid', withEmail(['ada@example.com', 'eve@example.com']), 'email'],
    ['an address as null', 422, 'invalid', withEmail(null), 'email'],
    ['no address', 422, 'invalid', () => post({ consentVersion: valid.consentVersion, website: '' }), 'email'],
    ['no consent', 422, 'invalid', () => post({ email: valid.email, website: '' }), 'consentVersion'],
    ['a consent version that is not a version', 422, 'invalid', withVersion('1'), 'consentVersion'],
    [
      'a consent version in capitals',
      422,
      'invalid',
      withVersion(valid.consentVersion.toUpperCase()),
      'consentVersion',
    ],
    ['a consent version as a number', 422, 'invalid', withVersion(1), 'consentVersion'],
    ['a consent version never offered', 422, 'unknown_consent_version', withVersion('0'.repeat(64))],
    // The server keeps the words: a wording of the sender's own is no field it takes.
    ['a consent wording beside the version', 422, 'invalid', () => post({ ...valid, consent: 'Yes.' }), 'consent'],
    ['an unknown field', 422, 'invalid', () => post({ ...valid, list: 'everyone' }), 'list'],
    [
      'a __proto__ field',
      422,
      'invalid',
      () => post(`{"email":"ada@example.com","consentVersion":"${valid.consentVersion}","__proto__":{}}`),
      '__proto__',
    ],
    ['a honeypot that is not text', 422, 'invalid', () => post({ ...valid, website: 1 }), 'website'],
    ['a JSON array', 400, 'invalid_body', () => post([valid])],
    ['a JSON string', 400, 'invalid_body', () => post('"ada@example.com"')],
    ['JSON null', 400, 'invalid_body', () => post('null')],
    ['broken JSON', 400, 'invalid_json', () => post('{"email": ')],
    ['bytes that are not UTF-8', 400, 'invalid_json', () => post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))],
    [
      'a form instead of JSON',
      415,
      'unsupported_media_type',
      () => post('email=ada@example.com', { contentType: 'application/x-www-form-urlencoded' }),
    ],
    ['no content type', 415, 'unsupported_media_type', () => post(valid, { contentType: null })],
    ['a body over 4 KB', 413, 'payload_too_large', () => post({ ...valid, website: 'y'.repeat(5000) })],
    ['no Idempotency-Key', 400, 'invalid_idempotency_key', () => post(valid, { key: null })],
    [
      'SQL in the Idempotency-Key',
      400,
      'invalid_idempotency_key',
      () => post(valid, { key: "'; drop table newsletter_subscribers; --" }),
    ],
    ['PUT', 405, 'method_not_allowed', () => post(valid, { method: 'PUT' })],
  ]

  describe('hostile input', () => {
    it.each(hostile)('%s → %i %s', async (_what, status, error, request, field) => {
      const { handler, mails, settled } = backend()
      const response = await handler(request())
      const body = await response.json()
      await settled()

      expect(response.status).toBe(status)
      expect(body.error).toBe(error)
      expect(Object.keys(body).sort()).toEqual(field ? ['error', 'fields', 'message'] : ['error', 'message'])
      if (field) expect(Object.keys(body.fields)).toEqual([field])
      expect(await subscribers()).toEqual([])
      expect(mails).toEqual([])
    })
  })

  describe('any body at all', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
      fc.constantFrom('', ' ', '\r\n', 'x'.repeat(501), '\ud800', 'a\u0000b', valid.email, consent),
    )
    const signUp = fc.record(
      {
        email: fc.oneof(fc.emailAddress(), text, fc.jsonValue()),
        consentVersion: fc.oneof(fc.constant(valid.consentVersion), fc.stringMatching(/^[0-9a-f]{64}$/), text),
        consent: fc.oneof(text, fc.jsonValue()),
        website: fc.oneof(fc.constant(''), text),
      },
      { requiredKeys: [] },
    )
    const anyBody = fc.oneof(signUp, fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()))

    it('never gets a 5xx, and stores at most one valid address, only when answered 202 and no bot', async () => {
      const { handler } = backend()
      await fc.assert(
        fc.asyncProperty(anyBody, async (generated) => {
          const before = (await subscribers()).length
          const response = await handler(post(generated))
          const after = (await subscribers()).length
          const honeypot =
            typeof generated === 'object' && generated !== null && 'website' in generated && generated.website !== ''

          expect([202, 400, 413, 422]).toContain(response.status)
          expect(after - before).toBeLessThanOrEqual(response.status === 202 && !honeypot ? 1 : 0)
        }),
        { numRuns: 300 },
      )
      for (const { email } of await subscribers())
        expect(validateNewsletterEmail(String(email), newsletterSchemaIn(englishReaderWords))).toBeUndefined()
    })

    // A real address with something hostile put in it somewhere: never one address any more.
    const injected = fc
      .tuple(
        fc.emailAddress(),
        fc.constantFrom('\r\n', '\n', '\r', '\u0000', ',', ';', '<', '>', ' ', '\u202e', '\u2028', '"', '(', '\t'),
        fc.nat(),
      )
      .map(([email, bad, at]) => {
        const cut = at % (email.length + 1)
        return `${email.slice(0, cut)}${bad}${email.slice(cut)}x`
      })
      .filter((email) => email.trim() !== email.trim().replace(/[\s\u2028,;<>"(\0\u202e]/g, ''))

    it('stores nothing and mails nothing for any address with a header-breaking character in it', async () => {
      const { handler, mails, settled } = backend()
      await fc.assert(
        fc.asyncProperty(injected, async (email) => {
          const response = await handler(post({ ...valid, email }))
          expect(response.status).toBe(422)
        }),
        { numRuns: 300 },
      )
      await settled()
      expect(await subscribers()).toEqual([])
      expect(mails).toEqual([])
    })
  })
})
