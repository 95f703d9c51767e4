// The send-contact-email handler against real Postgres (PGlite, migrated from supabase/migrations).
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { contactStoreOn } from '../../local/server/pglite-store.ts'
import { contactTestKit } from '../../local/test-kits/contact-test-kit.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { drippingBody } from '../../local/test-kits/test-request.ts'

// PGlite's cold start is slow, and far slower on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

onEveryDatabase('send-contact-email/handler.test.ts', (database) => {
  beforeEach(() => database().db.exec('truncate public.contact_messages'))

  const { valid, settings, backend, post, rows } = contactTestKit(database)

  describe('a valid message', () => {
    it('is stored once, trimmed, with only a hash of the address, and the author is mailed', async () => {
      const { handler, mails } = backend()
      const response = await handler(post({ ...valid, name: '  Ada Reader  ' }))

      expect(response.status).toBe(200)
      const { id } = await response.json()
      const [row, ...others] = await rows()
      expect(others).toEqual([])
      expect(row).toMatchObject({
        id,
        name: 'Ada Reader',
        email: valid.email,
        subject: valid.subject,
        message: valid.message,
      })
      expect(row.client_address_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(row)).not.toContain('203.0.113.7')
      expect(row.notified_at).not.toBeNull()
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ messageId: id, replyTo: valid.email, subject: valid.subject })
      expect(mails[0].text).toContain(valid.message)
    })

    it('keeps line breaks in the message and stores SQL-looking text verbatim', async () => {
      const { handler } = backend()
      const message = "Robert'); drop table contact_messages;--\nSecond line"
      expect((await handler(post({ ...valid, message }))).status).toBe(200)
      expect((await rows()).map((row) => row.message)).toEqual([message])
    })
  })

  describe('the Idempotency-Key', () => {
    it('makes a repeat answer the same id with no second row and no second mail', async () => {
      const { handler, mails } = backend()
      const key = randomUUID()
      const first = await (await handler(post(valid, { key }))).json()
      const again = await handler(post(valid, { key }))

      expect(again.status).toBe(200)
      expect(await again.json()).toEqual(first)
      expect(await rows()).toHaveLength(1)
      expect(mails).toHaveLength(1)
    })

    it('refuses the same key with a different body', async () => {
      const { handler } = backend()
      const key = randomUUID()
      await handler(post(valid, { key }))
      const reused = await handler(post({ ...valid, message: 'A different message entirely.' }, { key }))

      expect(reused.status).toBe(422)
      expect(await reused.json()).toMatchObject({ error: 'idempotency_key_reused' })
      expect((await rows()).map((row) => row.message)).toEqual([valid.message])
    })

    it('mails once for concurrent repeats of one key', async () => {
      const { handler, mails } = backend()
      const key = randomUUID()
      const answers = await Promise.all(Array.from({ length: 8 }, () => handler(post(valid, { key }))))

      expect(new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id))).size).toBe(1)
      expect(await rows()).toHaveLength(1)
      expect(mails).toHaveLength(1)
    })
  })

  describe('the rate limit', () => {
    const limited = { ...settings, rateLimit: { max: 2, windowSeconds: 600, globalMax: 1000 } }

    it('allows max messages per address per window, then answers 429 with Retry-After', async () => {
      const { handler, advanceSeconds } = backend({ settings: limited })
      await handler(post(valid))
      advanceSeconds(60)
      await handler(post(valid))
      const refused = await handler(post(valid))

      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('540')
      expect(await refused.json()).toMatchObject({ error: 'rate_limited' })
      expect(await rows()).toHaveLength(2)

      advanceSeconds(541)
      expect((await handler(post(valid))).status).toBe(200)
    })

    it('answers a repeat of an already stored message even while the address is limited', async () => {
      const { handler } = backend({ settings: limited })
      const key = randomUUID()
      const first = await (await handler(post(valid, { key }))).json()
      await handler(post(valid))
      const repeat = await handler(post(valid, { key }))

      expect(repeat.status).toBe(200)
      expect(await repeat.json()).toEqual(first)
    })

    it('counts each address on its own, across handler instances sharing the database', async () => {
      const ada = backend({ settings: limited, clientAddress: () => '198.51.100.1' })
      const adaElsewhere = backend({ settings: limited, clientAddress: () => '198.51.100.1' })
      const bob = backend({ settings: limited, clientAddress: () => '198.51.100.2' })
      await ada.handler(post(valid))
      await adaElsewhere.handler(post(valid))

      expect((await ada.handler(post(valid))).status).toBe(429)
      expect((await adaElsewhere.handler(post(valid))).status).toBe(429)
      expect((await bob.handler(post(valid))).status).toBe(200)
    })

    it('holds under concurrent submissions from one address', async () => {
      const { handler } = backend({ settings: limited })
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () => handler(post(valid)).then((response) => response.status)),
      )

      expect(statuses.sort()).toEqual([200, 200, 429, 429, 429, 429])
      expect(await rows()).toHaveLength(2)
    })
  })

  describe('the body size limit', () => {
    it('refuses a declared oversize body without reading it', async () => {
      const { handler } = backend()
      let pulled = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1
          controller.enqueue(new Uint8Array(1024))
        },
      })
      const request = new Request('http://localhost/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          'content-length': String(1024 * 1024),
        },
        body,
        duplex: 'half',
      } as RequestInit)

      expect((await handler(request)).status).toBe(413)
      expect(pulled).toBeLessThanOrEqual(1)
    })

    it('stops reading an undeclared body as soon as it passes 16 KB', async () => {
      const { handler } = backend()
      let pulledBytes = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulledBytes += 1024
          controller.enqueue(new TextEncoder().encode(' '.repeat(1024)))
        },
      })
      const request = new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body,
        duplex: 'half',
      } as RequestInit)
      const response = await handler(request)

      expect(response.status).toBe(413)
      expect(await response.json()).toMatchObject({ error: 'payload_too_large' })
      expect(pulledBytes).toBeLessThan(64 * 1024)
      expect(await rows()).toEqual([])
    })

    it('accepts a body just under the limit', async () => {
      const { handler } = backend()
      const body = JSON.stringify({ ...valid, message: 'm'.repeat(5000) })
      const padded = body + ' '.repeat(16 * 1024 - new TextEncoder().encode(body).byteLength)
      expect((await handler(post(padded))).status).toBe(200)
    })
  })

  describe('the body deadline', () => {
    it('answers 408 to a body still arriving at the deadline, stops reading it and stores nothing', async () => {
      const { handler } = backend({ bodyDeadlineMs: 300 })
      const body = drippingBody(valid, 20)
      const started = performance.now()
      const response = await handler(post(body.stream))

      expect(response.status).toBe(408)
      expect(await response.json()).toEqual({
        error: 'request_timeout',
        message: 'The request took too long to send its body.',
      })
      expect(performance.now() - started).toBeLessThan(3000)
      expect(body.sent()).toBeLessThan(JSON.stringify(valid).length)
      await expect.poll(body.cancelled).toBe(true)
      expect(await rows()).toEqual([])
    })

    it('accepts a body sent slowly that has all arrived by the deadline', async () => {
      const { handler } = backend({ bodyDeadlineMs: 10_000 })
      const response = await handler(post(drippingBody(valid, 2).stream))

      expect(response.status).toBe(200)
      expect(await rows()).toHaveLength(1)
    })
  })

  describe('the honeypot', () => {
    it('answers a bot exactly like a success, and stores and sends nothing', async () => {
      const { handler, mails } = backend()
      const human = await handler(post(valid))
      await database().db.exec('truncate public.contact_messages')
      const bot = await handler(post({ ...valid, website: 'https://spam.example' }))

      expect(bot.status).toBe(human.status)
      expect([...bot.headers.keys()]).toEqual([...human.headers.keys()])
      expect(Object.keys(await bot.json())).toEqual(Object.keys(await human.json()))
      expect(await rows()).toEqual([])
      expect(mails).toHaveLength(1)
    })
  })

  describe('CORS', () => {
    const listed = { ...settings, allowedOrigins: ['https://author.example'] }

    it('answers the preflight with the headers supabase-js sends', async () => {
      const { handler } = backend({ settings: listed })
      const response = await handler(post(null, { method: 'OPTIONS', headers: { origin: 'https://author.example' } }))

      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('https://author.example')
      expect(response.headers.get('access-control-allow-methods')).toContain('POST')
      const allowed = response.headers.get('access-control-allow-headers')?.split(/,\s*/)
      expect(allowed).toEqual(
        expect.arrayContaining(['authorization', 'x-client-info', 'apikey', 'content-type', 'idempotency-key']),
      )
    })

    it('refuses other origins, preflight or not, and stores nothing', async () => {
      const { handler } = backend({ settings: listed })
      const preflight = await handler(post(null, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }))
      const posted = await handler(post(valid, { headers: { origin: 'https://evil.example' } }))

      expect([preflight.status, posted.status]).toEqual([403, 403])
      expect(posted.headers.get('access-control-allow-origin')).toBeNull()
      expect(await rows()).toEqual([])
    })

    it('lets any origin post in local mode and names the allowed origin on answers', async () => {
      expect(
        (await backend().handler(post(valid, { headers: { origin: 'http://localhost:4173' } }))).headers.get(
          'access-control-allow-origin',
        ),
      ).toBe('*')
      const answer = await backend({ settings: listed }).handler(
        post(valid, { headers: { origin: 'https://author.example' } }),
      )
      expect(answer.status).toBe(200)
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://author.example')
      expect(answer.headers.get('access-control-expose-headers')).toBe('retry-after')
    })
  })

  describe('an unexpected failure', () => {
    it('answers 500 without detail and logs the cause', async () => {
      const cause = new Error('connection to 10.0.0.5:5432 refused')
      const { handler, logs } = backend({
        store: { ...contactStoreOn(database().db), submit: () => Promise.reject(cause) },
      })
      const response = await handler(post(valid))

      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({
        error: 'internal_error',
        message: 'Something went wrong; please try again.',
      })
      expect(logs).toEqual(['[send-contact-email] POST failed: Error: connection to 10.0.0.5:5432 refused'])
    })
  })

  const field = (name: keyof typeof valid, value: unknown) => ({ ...valid, [name]: value })
  const withoutMessage = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== 'message'))

  // [what, status, error code, request, the field named in the answer]
  const hostile: [string, number, string, () => Request, string?][] = [
    ['a zero-width space in the name', 422, 'invalid_fields', () => post(field('name', 'Ada\u200BReader')), 'name'],
    ['tag characters in the subject', 422, 'invalid_fields', () => post(field('subject', 'Hi\u{E0041}')), 'subject'],
    [
      'CRLF header injection in email',
      422,
      'invalid_fields',
      () => post(field('email', 'ada@example.com\r\nBcc: eve@example.com')),
      'email',
    ],
    [
      'trailing CRLF after the email',
      422,
      'invalid_fields',
      () => post(field('email', 'ada@example.com\r\n')),
      'email',
    ],
    [
      'LF header injection in email',
      422,
      'invalid_fields',
      () => post(field('email', 'ada@example.com\nBcc:eve@example.com')),
      'email',
    ],
    [
      'comma list of addresses',
      422,
      'invalid_fields',
      () => post(field('email', 'ada@example.com,eve@example.com')),
      'email',
    ],
    [
      'semicolon list of addresses',
      422,
      'invalid_fields',
      () => post(field('email', 'ada@example.com;eve@example.com')),
      'email',
    ],
    ['comma inside the local part', 422, 'invalid_fields', () => post(field('email', 'ada,eve@example.com')), 'email'],
    [
      'display name with angle address',
      422,
      'invalid_fields',
      () => post(field('email', 'Ada <ada@example.com>')),
      'email',
    ],
    [
      'quoted display name without space',
      422,
      'invalid_fields',
      () => post(field('email', '"Ada"<ada@example.com>')),
      'email',
    ],
    ['bare angle address', 422, 'invalid_fields', () => post(field('email', '<ada@example.com>')), 'email'],
    ['quoted local part', 422, 'invalid_fields', () => post(field('email', '"ada"@example.com')), 'email'],
    ['comment in the address', 422, 'invalid_fields', () => post(field('email', 'ada(x)@example.com')), 'email'],
    [
      'lookalike Cyrillic letter in the address',
      422,
      'invalid_fields',
      () => post(field('email', '\u0430da@example.com')),
      'email',
    ],
    [
      'address over 254 characters',
      422,
      'invalid_fields',
      () => post(field('email', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`)),
      'email',
    ],
    [
      'local part over 64 characters',
      422,
      'invalid_fields',
      () => post(field('email', `${'a'.repeat(65)}@example.com`)),
      'email',
    ],
    [
      'CRLF header injection in name',
      422,
      'invalid_fields',
      () => post(field('name', 'Ada\r\nBcc: eve@example.com')),
      'name',
    ],
    [
      'CRLF header injection in subject',
      422,
      'invalid_fields',
      () => post(field('subject', 'Hi\r\nBcc: eve@example.com')),
      'subject',
    ],
    ['NUL in the subject', 422, 'invalid_fields', () => post(field('subject', 'Hi\u0000there')), 'subject'],
    ['NUL in the message', 422, 'invalid_fields', () => post(field('message', 'Hello there\u0000 friend')), 'message'],
    [
      'ANSI escape in the message',
      422,
      'invalid_fields',
      () => post(field('message', '\u001b[31mred alert\u001b[0m text')),
      'message',
    ],
    ['tab in the name', 422, 'invalid_fields', () => post(field('name', 'Ada\tReader')), 'name'],
    ['DEL and C1 controls in the name', 422, 'invalid_fields', () => post(field('name', 'Ada\u007f\u0085')), 'name'],
    [
      'bidi override in the message',
      422,
      'invalid_fields',
      () => post(field('message', 'Open invoice \u202Efdp.exe\u202C now')),
      'message',
    ],
    ['bidi isolate in the name', 422, 'invalid_fields', () => post(field('name', 'Ada\u2067Reader\u2069')), 'name'],
    ['line separator in the subject', 422, 'invalid_fields', () => post(field('subject', 'Hi\u2028there')), 'subject'],
    [
      'lone surrogate in the message',
      422,
      'invalid_fields',
      () => post(field('message', 'Broken \ud800 text here')),
      'message',
    ],
    ['name over 100 characters', 422, 'invalid_fields', () => post(field('name', 'n'.repeat(101))), 'name'],
    ['subject over 200 characters', 422, 'invalid_fields', () => post(field('subject', 's'.repeat(201))), 'subject'],
    ['message over 5000 characters', 422, 'invalid_fields', () => post(field('message', 'm'.repeat(5001))), 'message'],
    ['whitespace-only name', 422, 'invalid_fields', () => post(field('name', ' \u00a0 ')), 'name'],
    ['message shorter than 10 characters', 422, 'invalid_fields', () => post(field('message', 'hi')), 'message'],
    ['name as a number', 422, 'invalid_fields', () => post(field('name', 42)), 'name'],
    ['email as null', 422, 'invalid_fields', () => post(field('email', null)), 'email'],
    [
      'message as an array',
      422,
      'invalid_fields',
      () => post(field('message', ['I loved the ending of the book.'])),
      'message',
    ],
    ['subject as an object', 422, 'invalid_fields', () => post(field('subject', { $ne: '' })), 'subject'],
    ['name as true', 422, 'invalid_fields', () => post(field('name', true)), 'name'],
    ['honeypot as a number', 422, 'invalid_fields', () => post(field('website', 1)), 'website'],
    ['missing message', 422, 'invalid_fields', () => post(withoutMessage), 'message'],
    ['extra field', 422, 'invalid_fields', () => post({ ...valid, role: 'admin' }), 'role'],
    [
      '__proto__ key',
      422,
      'invalid_fields',
      () => post(`${JSON.stringify(valid).slice(0, -1)},"__proto__":{"admin":true}}`),
      '__proto__',
    ],
    [
      'deeply nested value',
      422,
      'invalid_fields',
      () => post(JSON.stringify(valid).replace('"Ada Reader"', '['.repeat(5000) + ']'.repeat(5000))),
      'name',
    ],
    ['body is an array', 400, 'invalid_body', () => post([valid])],
    ['body is null', 400, 'invalid_body', () => post('null')],
    ['body is a string', 400, 'invalid_body', () => post('"hello"')],
    ['body is a number', 400, 'invalid_body', () => post('42')],
    ['truncated JSON', 400, 'invalid_json', () => post('{"name":"Ada')],
    ['empty body', 400, 'invalid_json', () => post('')],
    ['invalid UTF-8', 400, 'invalid_json', () => post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]))],
    ['body over 16 KB', 413, 'payload_too_large', () => post({ ...valid, message: 'm'.repeat(17 * 1024) })],
    ['text/plain content type', 415, 'unsupported_media_type', () => post(valid, { contentType: 'text/plain' })],
    [
      'form-encoded content type',
      415,
      'unsupported_media_type',
      () => post('name=Ada', { contentType: 'application/x-www-form-urlencoded' }),
    ],
    [
      'lookalike JSON content type',
      415,
      'unsupported_media_type',
      () => post(valid, { contentType: 'application/json-patch+json' }),
    ],
    ['no content type', 415, 'unsupported_media_type', () => post(valid, { contentType: null })],
    ['GET', 405, 'method_not_allowed', () => post(null, { method: 'GET' })],
    ['PUT', 405, 'method_not_allowed', () => post(valid, { method: 'PUT' })],
    ['no Idempotency-Key', 400, 'invalid_idempotency_key', () => post(valid, { key: null })],
    ['Idempotency-Key not a UUID', 400, 'invalid_idempotency_key', () => post(valid, { key: '1' })],
    [
      'SQL in the Idempotency-Key',
      400,
      'invalid_idempotency_key',
      () => post(valid, { key: "'; drop table contact_messages; --" }),
    ],
  ]

  describe('hostile input', () => {
    it.each(hostile)('%s → %i %s', async (_what, status, error, request, fieldName) => {
      const { handler, mails } = backend()
      const response = await handler(request())
      const body = await response.json()

      expect(response.status).toBe(status)
      expect(body.error).toBe(error)
      expect(Object.keys(body).sort()).toEqual(fieldName ? ['error', 'fields', 'message'] : ['error', 'message'])
      if (fieldName) expect(Object.keys(body.fields)).toEqual([fieldName])
      expect(await rows()).toEqual([])
      expect(mails).toEqual([])
    })
  })

  describe('any body at all', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
      fc.constantFrom('', ' ', '\n', 'Ada', 'x'.repeat(5001), '\ud800', 'a\u0000b', 'I loved the ending of the book.'),
    )
    const contact = fc.record(
      {
        name: fc.oneof(text, fc.jsonValue()),
        email: fc.oneof(fc.emailAddress(), text, fc.jsonValue()),
        subject: fc.oneof(text, fc.jsonValue()),
        message: fc.oneof(text, fc.jsonValue()),
        website: fc.oneof(fc.constant(''), text),
      },
      { requiredKeys: [] },
    )
    const body = fc.oneof(contact, fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()))

    it('never gets a 5xx, and stores a row exactly when it is answered 200', async () => {
      const { handler } = backend()
      await fc.assert(
        fc.asyncProperty(body, async (generated) => {
          const before = (await rows()).length
          const response = await handler(post(generated))
          const after = (await rows()).length
          const honeypot =
            typeof generated === 'object' && generated !== null && 'website' in generated && generated.website !== ''

          expect(response.status).toBeLessThan(500)
          expect(after - before).toBe(response.status === 200 && !honeypot ? 1 : 0)
        }),
        { numRuns: 300 },
      )
    })
  })
})
