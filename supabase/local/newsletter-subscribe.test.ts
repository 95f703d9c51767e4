// The newsletter-subscribe handler against real Postgres (PGlite, migrated from supabase/migrations):
// sign-up, confirmation and unsubscription, each answer and what it leaves in the tables.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ContactDatabase, openContactDatabase } from './database.ts'
import { newsletterTestKit } from './newsletter-test-kit.ts'

// PGlite's cold start is slow, and far slower on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

let database: ContactDatabase
beforeAll(async () => {
  database = await openContactDatabase()
})
afterAll(() => database?.close())

const { valid, backend, post, confirm, unsubscribe, tokenOf, subscribers, emptyTables } = newsletterTestKit(
  () => database,
)
beforeEach(emptyTables)

describe('a sign-up', () => {
  it('is answered 202 check-your-inbox, stored pending with its consent, and mailed its links', async () => {
    const { handler, mails, settled } = backend()
    const response = await handler(post({ ...valid, email: '  Ada@Example.COM ' }))

    expect(response.status).toBe(202)
    expect(await response.text()).toBe('{"status":"check-your-inbox"}')
    expect(await subscribers()).toMatchObject([
      { email: 'Ada@example.com', status: 'pending', consent: valid.consent, confirmed_at: null },
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
    const stored = JSON.stringify((await database.db.query('select * from public.newsletter_tokens')).rows)
    for (const url of [mails[0].confirmUrl, mails[0].unsubscribeUrl]) expect(stored).not.toContain(tokenOf(url))
    const { rows } = await database.db.query<{ purpose: string; hash: string; lifetime: string | null }>(
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
