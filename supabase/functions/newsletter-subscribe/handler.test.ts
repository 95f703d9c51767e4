// The newsletter-subscribe handler against real Postgres (PGlite, migrated from supabase/migrations):
// sign-up, confirmation and unsubscription, each answer and what it leaves in the tables.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { migrationsDir } from '../../local/server/migrate.ts'
import { queryOn } from '../../local/server/pglite-store.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { newsletterTestKit } from '../../local/test-kits/newsletter-test-kit.ts'
import { drippingBody, testRequest } from '../../local/test-kits/test-request.ts'
import { createSqlNewsletterStore } from './store.ts'
import { forgetting } from './timing.ts'

// PGlite's cold start is slow, and far slower on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

onEveryDatabase('newsletter-subscribe/handler.test.ts', (database) => {
  const { consent, offered, valid, settings, backend, post, confirm, unsubscribe, tokenOf, subscribers, emptyTables } =
    newsletterTestKit(database)
  beforeEach(emptyTables)

  describe('a sign-up', () => {
    it('is answered 202 check-your-inbox, stored pending with its consent, and mailed its links', async () => {
      const { handler, mails, settled } = backend()
      const response = await handler(post({ ...valid, email: '  Ada@Example.COM ' }))

      expect(response.status).toBe(202)
      expect(await response.text()).toBe('{"status":"check-your-inbox"}')
      expect(await subscribers()).toMatchObject([
        { email: 'Ada@example.com', status: 'pending', consent, confirmed_at: null },
      ])
      await settled()
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail.to).toBe('Ada@example.com')
      expect(mail.confirmUrl).toMatch(/^https:\/\/author\.example\/newsletter\/confirm\?token=[\w-]{43}$/)
      expect(mail.unsubscribeUrl).toMatch(/^https:\/\/author\.example\/newsletter\/unsubscribe\?token=[\w-]{43}$/)
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<https://project.supabase.example/functions/v1/newsletter-subscribe/unsubscribe?token=${tokenOf(mail.unsubscribeUrl)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
      expect(mail.text).toContain(mail.confirmUrl)
      expect(mail.text).toContain(mail.unsubscribeUrl)
    })

    it('keeps the tokens only as their SHA-256, the confirmation one expiring after 7 days', async () => {
      const { handler, mails, settled } = backend()
      await handler(post(valid))
      await settled()
      const stored = JSON.stringify((await database().db.query('select * from public.newsletter_tokens')).rows)
      for (const url of [mails[0].confirmUrl, mails[0].unsubscribeUrl]) expect(stored).not.toContain(tokenOf(url))
      const { rows } = await database().db.query<{ purpose: string; hash: string; lifetime: string | null }>(
        `select purpose, hash, (expires_at - created_at)::text as lifetime from public.newsletter_tokens order by purpose`,
      )
      expect(rows).toEqual([
        { purpose: 'confirm', hash: expect.stringMatching(/^[0-9a-f]{64}$/), lifetime: '7 days' },
        { purpose: 'unsubscribe', hash: expect.stringMatching(/^[0-9a-f]{64}$/), lifetime: null },
      ])
    })

    it('repeated with the same Idempotency-Key leaves one row and one mail', async () => {
      const { handler, mails, settled } = backend()
      const key = randomUUID()
      const answers = await Promise.all([handler(post(valid, { key })), handler(post(valid, { key }))])
      answers.push(await handler(post(valid, { key })))
      await settled()

      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202])
      expect(await subscribers()).toHaveLength(1)
      expect(mails).toHaveLength(1)
    })

    it('repeated with the same Idempotency-Key and another body is refused 422, changing nothing', async () => {
      const { handler, mails, settled } = backend()
      const key = randomUUID()
      await handler(post(valid, { key }))
      const reused = await handler(post({ ...valid, email: 'eve@example.com' }, { key }))
      expect(reused.status).toBe(422)
      expect(await reused.json()).toMatchObject({ error: 'idempotency_key_reused' })
      const otherWording = await offered('I also agree to share my address.')
      expect((await handler(post({ ...valid, consentVersion: otherWording }, { key }))).status).toBe(422)
      expect((await handler(post({ ...valid, website: 'https://spam.example' }, { key }))).status).toBe(422)
      expect((await handler(post(valid, { key }))).status).toBe(202)
      await settled()

      expect(await subscribers()).toMatchObject([{ email: valid.email, consent }])
      expect(mails).toHaveLength(1)
    })
  })

  describe('the confirmation link', () => {
    it('confirms once, then says already confirmed, never 5xx', async () => {
      const { handler, mails, settled, advanceSeconds } = backend()
      await handler(post(valid))
      await settled()
      const token = tokenOf(mails[0].confirmUrl)

      advanceSeconds(60)
      const first = await handler(confirm(token))
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ status: 'confirmed' })
      const [row] = await subscribers()
      expect(row).toMatchObject({ status: 'confirmed', confirmed_at: new Date('2026-11-24T10:01:00Z') })

      const again = await handler(confirm(token))
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({ status: 'already-confirmed' })
    })
  })

  describe('the unsubscribe link', () => {
    it('takes a reader off the list from the page (JSON), again without complaint', async () => {
      const { handler, mails, settled } = backend()
      await handler(post(valid))
      await settled()
      await handler(confirm(tokenOf(mails[0].confirmUrl)))
      const token = tokenOf(mails[0].unsubscribeUrl)

      for (let n = 0; n < 2; n++) {
        const response = await handler(unsubscribe(token))
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ status: 'unsubscribed' })
      }
      expect(await subscribers()).toMatchObject([{ status: 'unsubscribed', unsubscribed_at: expect.any(Date) }])
    })

    it("takes the mail program's one-click POST (RFC 8058) at the List-Unsubscribe address", async () => {
      const { handler, mails, settled } = backend()
      await handler(post(valid))
      await settled()
      const target = mails[0].headers['List-Unsubscribe'].slice(1, -1)

      const response = await handler(
        new Request(target, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'unsubscribed' })
      expect(await subscribers()).toMatchObject([{ status: 'unsubscribed' }])
    })
  })

  describe('a body still arriving at the deadline', () => {
    it('is answered 408 at each endpoint, a sign-up, a confirmation and a one-click POST, and changes nothing', async () => {
      const { handler, mails, settled } = backend({ bodyDeadlineMs: 300 })
      await handler(post(valid))
      await settled()
      const oneClick = mails[0].headers['List-Unsubscribe'].slice(1, -1)
      const form = 'application/x-www-form-urlencoded'
      const slow = [
        post(drippingBody(valid, 20).stream),
        post(drippingBody({ token: tokenOf(mails[0].confirmUrl) }, 20).stream, { key: null, path: '/confirm' }),
        testRequest(oneClick, drippingBody('List-Unsubscribe=One-Click', 20).stream, { key: null, contentType: form }),
      ]

      for (const request of slow) {
        const response = await handler(request)
        expect(response.status).toBe(408)
        expect(await response.json()).toMatchObject({ error: 'request_timeout' })
      }
      await settled()
      expect(mails).toHaveLength(1)
      expect(await subscribers()).toMatchObject([{ status: 'pending' }])
    })
  })

  describe('no one can learn who is on the list', () => {
    // Each state an address can be in when someone signs it up, brought about through the handler.
    const states: [string, (kit: ReturnType<typeof backend>) => Promise<unknown>][] = [
      ['new', async () => {}],
      ['pending', async ({ handler }) => handler(post(valid))],
      [
        'confirmed',
        async ({ handler, mails, settled }) => {
          await handler(post(valid))
          await settled()
          await handler(confirm(tokenOf(mails[0].confirmUrl)))
        },
      ],
      [
        'unsubscribed',
        async ({ handler, mails, settled }) => {
          await handler(post(valid))
          await settled()
          await handler(unsubscribe(tokenOf(mails[0].unsubscribeUrl)))
        },
      ],
    ]

    async function answerFor(state: (typeof states)[number][1] | 'honeypot') {
      await emptyTables()
      const queries: string[] = []
      const kit = backend()
      if (state !== 'honeypot') await state(kit)
      const watched = backend({
        store: createSqlNewsletterStore(async (text, params) => {
          queries.push(`${text} ${params.length}`)
          return queryOn(database().db)(text, params)
        }),
        // The mail never leaves: the answer must not wait for it.
        mailer: { send: () => new Promise(() => {}) },
      })
      const response = await watched.handler(post(state === 'honeypot' ? { ...valid, website: 'x' } : valid))
      // The deferred mails' turn comes after the answer: wait for its query too, so all the work is compared.
      await vi.waitFor(() => expect(queries).toHaveLength(3))
      return {
        status: response.status,
        headers: [...response.headers].sort(),
        body: await response.text(),
        queries,
      }
    }

    it('answers new, pending, confirmed and unsubscribed addresses and a bot byte for byte alike, after the same work', async () => {
      const answers = []
      for (const [, state] of states) answers.push(await answerFor(state))
      answers.push(await answerFor('honeypot'))

      expect(answers[0]).toEqual({
        status: 202,
        headers: [
          ['access-control-allow-origin', '*'],
          ['access-control-expose-headers', 'retry-after'],
          ['content-type', 'application/json; charset=utf-8'],
        ],
        body: '{"status":"check-your-inbox"}',
        queries: [
          // A fresh instance's first sign-up looks its consent wording up; after that the instance knows it.
          expect.stringMatching(/^select public\.newsletter_consent_wording\(.* 5$/s),
          expect.stringMatching(/^select \* from public\.subscribe_newsletter\(.* 21$/s),
          expect.stringMatching(/^select \* from public\.release_deferred_newsletter_mails\(.* 7$/s),
        ],
      })
      for (const answer of answers) expect(answer).toEqual(answers[0])
    })

    it('stores nothing of a bot that filled the hidden field, and mails nothing', async () => {
      const { handler, mails, settled } = backend()
      expect((await handler(post({ ...valid, website: 'https://spam.example' }))).status).toBe(202)
      await settled()
      expect(await subscribers()).toEqual([])
      expect(mails).toEqual([])
    })
  })

  describe('the confirmation mail', () => {
    it('goes out at most once a day per address, whatever is submitted, even at once', async () => {
      const { handler, mails, settled, advanceSeconds } = backend()
      await Promise.all(Array.from({ length: 8 }, () => handler(post(valid))))
      await handler(post({ ...valid, email: 'ada@EXAMPLE.com', consentVersion: await offered('Another wording.') }))
      await settled()
      expect(mails).toHaveLength(1)

      advanceSeconds(24 * 60 * 60 - 1)
      await handler(post(valid))
      await settled()
      expect(mails).toHaveLength(1)

      advanceSeconds(1)
      await handler(post(valid))
      await settled()
      expect(mails).toHaveLength(2)
      expect(await subscribers()).toMatchObject([{ status: 'pending', consent }])
    })

    it('goes out once a day to one mailbox however its address is cased, to the spelling first signed up', async () => {
      const { handler, mails, settled } = backend()
      const variants = ['Victim@example.com', 'victim@example.com', 'VICTIM@example.com', 'vIcTiM@Example.COM']
      for (const email of variants) expect((await handler(post({ ...valid, email }))).status).toBe(202)
      await settled()
      expect(mails.map((mail) => mail.to)).toEqual(['Victim@example.com'])
      expect((await subscribers()).map(({ email }) => email)).toEqual(['Victim@example.com'])
    })

    it('goes out once a day to one mailbox however it is tagged, and for Gmail dotted or at googlemail.com', async () => {
      const { handler, mails, settled, advanceSeconds } = backend()
      const send = async (email: string) => {
        expect((await handler(post({ ...valid, email }))).status).toBe(202)
        await settled()
      }
      const gmail = ['victim+1@gmail.com', 'vic.tim@gmail.com', 'victim@googlemail.com', 'V.ictim+news@googlemail.com']
      for (const email of [...gmail, 'victim@gmail.com', 'victim+2@gmail.com', 'vic.t.im+3@gmail.com'])
        await send(email)
      expect(mails.map((mail) => mail.to)).toEqual(['victim+1@gmail.com'])

      // Elsewhere a tag is folded, but a dot makes another mailbox.
      for (const email of ['reader+news@example.com', 'reader@example.com', 're.ader@example.com']) await send(email)
      expect(mails.map((mail) => mail.to).slice(1)).toEqual(['reader+news@example.com', 're.ader@example.com'])

      // Each spelling keeps its own record, and a day later the mailbox may have one mail again.
      expect(await subscribers()).toHaveLength(10)
      advanceSeconds(24 * 60 * 60)
      for (const email of gmail) await send(email)
      expect(mails.map((mail) => mail.to).slice(3)).toEqual(['victim+1@gmail.com'])
    })

    it('goes out once to a mailbox whose spellings waited for room together', async () => {
      const { handler, mails, settled, advanceSeconds } = backend({
        settings: { ...settings, rateLimit: { max: 1000, windowSeconds: 600, globalMax: 1 } },
      })
      for (const email of ['first@example.com', 'victim+1@example.com', 'victim+2@example.com', 'victim@example.com']) {
        await handler(post({ ...valid, email }))
        advanceSeconds(1)
      }
      await settled()
      expect(mails.map((mail) => mail.to)).toEqual(['first@example.com'])

      advanceSeconds(600)
      await handler.sweep()
      advanceSeconds(600)
      await handler.sweep()
      expect(mails.map((mail) => mail.to)).toEqual(['first@example.com', 'victim+1@example.com'])
      const waiting = await database().db.query(
        'select email from public.newsletter_subscribers where mail_deferred_at is not null',
      )
      expect(waiting.rows).toEqual([])
    })

    it('is not sent to a confirmed reader, whose consent stays as confirmed', async () => {
      const { handler, mails, settled, advanceSeconds } = backend()
      await handler(post(valid))
      await settled()
      await handler(confirm(tokenOf(mails[0].confirmUrl)))

      advanceSeconds(2 * 24 * 60 * 60)
      await handler(post({ ...valid, consentVersion: await offered('Another wording.') }))
      await settled()
      expect(mails).toHaveLength(1)
      expect(await subscribers()).toMatchObject([{ status: 'confirmed', consent }])
    })

    it('is sent again to a reader who unsubscribed and signs up a day later, their withdrawal on record until they confirm', async () => {
      const { handler, mails, settled, advanceSeconds } = backend()
      await handler(post(valid))
      await settled()
      await handler(confirm(tokenOf(mails[0].confirmUrl)))
      await handler(unsubscribe(tokenOf(mails[0].unsubscribeUrl)))

      advanceSeconds(24 * 60 * 60)
      await handler(post({ ...valid, consentVersion: await offered('Another wording.') }))
      await settled()
      expect(mails).toHaveLength(2)
      expect(await subscribers()).toMatchObject([
        {
          status: 'unsubscribed',
          consent,
          confirmed_at: expect.any(Date),
          unsubscribed_at: expect.any(Date),
        },
      ])
      expect((await handler(confirm(tokenOf(mails[1].confirmUrl)))).status).toBe(200)
    })

    it('that failed is logged without the address, and the next sign-up that day sends it', async () => {
      let failing = true
      const sent: string[] = []
      const { handler, logs, settled } = backend({
        mailer: {
          async send(mail) {
            if (failing) throw new Error('provider down')
            sent.push(mail.to)
          },
        },
      })
      expect((await handler(post(valid))).status).toBe(202)
      await settled()
      expect(logs).toEqual([expect.stringContaining('a confirmation mail was not sent (Error: provider down)')])
      expect(logs.join('\n')).not.toContain(valid.email)

      failing = false
      await handler(post(valid))
      await settled()
      expect(sent).toEqual([valid.email])
    })
    it('that failed, with the day’s mail not given back either, logs both and answers as ever', async () => {
      const store = createSqlNewsletterStore(queryOn(database().db))
      const { handler, logs, settled } = backend({
        mailer: {
          async send() {
            throw new Error('provider down')
          },
        },
        store: {
          ...store,
          async releaseMail() {
            throw new Error('database gone')
          },
        },
      })
      expect((await handler(post(valid))).status).toBe(202)
      await settled()
      expect(logs).toEqual([
        expect.stringContaining('a confirmation mail was not sent (Error: provider down)'),
        expect.stringContaining("the day's mail could not be given back (Error: database gone)"),
      ])
      expect(logs.join('\n')).not.toContain(valid.email)
    })
  })

  describe('the rate limit', () => {
    it('accepts max sign-ups per address per window, bots included, then answers 429 with Retry-After', async () => {
      const { handler, advanceSeconds } = backend({
        settings: { ...settings, rateLimit: { max: 2, windowSeconds: 600, globalMax: 1000 } },
      })
      const key = randomUUID()
      expect((await handler(post(valid, { key }))).status).toBe(202)
      advanceSeconds(100)
      expect((await handler(post({ ...valid, website: 'bot' }))).status).toBe(202)

      const refused = await handler(post({ ...valid, email: 'bea@example.com' }))
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('500')
      expect(await refused.json()).toMatchObject({ error: 'rate_limited' })
      // A repeat of an accepted request is still answered as before.
      expect((await handler(post(valid, { key }))).status).toBe(202)
      expect(await subscribers()).toHaveLength(1)

      advanceSeconds(500)
      expect((await handler(post({ ...valid, email: 'bea@example.com' }))).status).toBe(202)
    })
  })

  describe('the daily forgetting', () => {
    it('clears address hashes after a day, and after 30 days requests, old links and sign-ups never confirmed', async () => {
      const { handler, mails, settled } = backend()
      for (const email of ['ada@example.com', 'bea@example.com', 'cy@example.com'])
        await handler(post({ ...valid, email }))
      await settled()
      await handler(confirm(tokenOf(mails[1].confirmUrl)))
      await handler(confirm(tokenOf(mails[2].confirmUrl)))
      await handler(unsubscribe(tokenOf(mails[2].unsubscribeUrl)))
      const store = createSqlNewsletterStore(queryOn(database().db))
      const day = (days: number) => new Date(new Date('2026-11-24T10:00:00Z').getTime() + days * 86_400_000)

      expect(await store.forget(day(0.5))).toEqual({ addresses: 0, requests: 0, subscribers: 0 })
      expect(await store.forget(day(1))).toEqual({ addresses: 3, requests: 0, subscribers: 0 })
      expect(await store.forget(day(30))).toEqual({ addresses: 0, requests: 3, subscribers: 1 })
      expect((await subscribers()).map(({ email, status }) => `${email} ${status}`)).toEqual([
        'bea@example.com confirmed',
        'cy@example.com unsubscribed',
      ])
      const { rows } = await database().db.query<{ purpose: string }>('select purpose from public.newsletter_tokens')
      expect(rows.map((row) => row.purpose).sort()).toEqual(['confirm', 'unsubscribe', 'unsubscribe'])
      // An unsubscribe link keeps working for a reader who stays.
      expect((await handler(unsubscribe(tokenOf(mails[1].unsubscribeUrl)))).status).toBe(200)
    })

    it('is scheduled on Supabase with the same numbers the local server uses', async () => {
      const migration = await readFile(join(migrationsDir, '20261124000000_newsletter.sql'), 'utf8')
      expect(migration).toContain(`forget_newsletter_data(now(), ${forgetting.addressSeconds}, ${forgetting.keptDays})`)
    })
  })

  describe('the sweep', () => {
    const sweep = (secret?: string) =>
      post({}, { key: null, path: '/sweep', headers: secret ? { 'x-contact-sweep-secret': secret } : {} })

    it('answers the scheduler with the shared secret, and no one else', async () => {
      const { handler } = backend({ settings: { ...settings, sweepSecret: 'the-secret' } })
      expect((await handler(sweep())).status).toBe(403)
      expect((await handler(sweep('a-guess'))).status).toBe(403)
      const answer = await handler(sweep('the-secret'))
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ sent: 0, failed: 0 })
    })

    it('is not there without a secret set', async () => {
      const { handler } = backend()
      expect((await handler(sweep('anything'))).status).toBe(404)
    })
  })

  describe('CORS and the unexpected', () => {
    it('answers the preflight with the headers supabase-js sends, and refuses other origins', async () => {
      const { handler } = backend({ settings: { ...settings, allowedOrigins: ['https://author.example'] } })
      const preflight = (origin: string, path = '') =>
        handler(
          new Request(`http://localhost/functions/v1/newsletter-subscribe${path}`, {
            method: 'OPTIONS',
            headers: { origin, 'access-control-request-method': 'POST' },
          }),
        )
      for (const path of ['', '/confirm', '/unsubscribe']) {
        const allowed = await preflight('https://author.example', path)
        expect(allowed.status).toBe(204)
        expect(allowed.headers.get('access-control-allow-origin')).toBe('https://author.example')
        expect(allowed.headers.get('access-control-allow-headers')).toBe(
          'authorization, x-client-info, apikey, content-type, idempotency-key',
        )
      }
      expect((await preflight('https://evil.example')).status).toBe(403)
      expect((await handler(post(valid, { headers: { origin: 'https://evil.example' } }))).status).toBe(403)
      expect(await subscribers()).toEqual([])
    })

    it('answers 500 without detail when the database fails, and logs the cause without the address', async () => {
      const failing = async () => {
        throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })
      }
      const { handler, logs } = backend({
        store: {
          consentWording: failing,
          subscribe: failing,
          releaseDeferredMails: failing,
          releaseMail: failing,
          confirm: failing,
          unsubscribe: failing,
          forget: failing,
        },
      })
      const response = await handler(post(valid))
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({
        error: 'internal_error',
        message: 'Something went wrong; please try again.',
      })
      expect(logs).toEqual(['[newsletter-subscribe] POST failed: Error ECONNREFUSED: connection refused'])
    })
  })
})
