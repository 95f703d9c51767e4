// The Supabase entry under Deno against a real Postgres server, so requests truly run at once:
// the four races of a public form, decided by the database. PGlite runs one statement at a time
// and could never show these.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { all, realPostgresFunction, statuses } from '../../local/test-kits/real-postgres-kit.ts'
import { validContact as valid } from '../../local/test-kits/valid-contact.ts'

const rateLimitMax = 3
const globalMax = 12
const sweepSecret = randomUUID()
const concurrency = 16

const backend = realPostgresFunction('send-contact-email/real-postgres.test.ts', {
  CONTACT_ALLOWED_ORIGINS: 'https://author.example',
  CONTACT_ADDRESS_SALT: 'real-postgres-test',
  CONTACT_RATE_LIMIT_MAX: String(rateLimitMax),
  CONTACT_GLOBAL_RATE_LIMIT_MAX: String(globalMax),
  CONTACT_SWEEP_SECRET: sweepSecret,
})

beforeEach(async () => {
  if (!backend.skipped) await backend.sql`truncate public.contact_messages`
})

const send = backend.post
const countRows = async () => Number((await backend.sql`select count(*) from public.contact_messages`)[0].count)

/**
 * How often the log-only mailer ran for message `id`. A second message stored afterwards is
 * the marker that everything printed before it has arrived.
 */
async function mailsFor(id: string) {
  const marker = (await (await send(valid, { address: '203.0.113.250' })).json()).id
  await vi.waitFor(() => expect(backend.deno.output()).toContain(`new message ${marker}`))
  return backend.deno.output().split(`[contact] new message ${id} `).length - 1
}

describe.skipIf(backend.skipped)('the Deno entry on a real Postgres server, under true concurrency', () => {
  it('stores one key sent from many addresses at once as one row, one id, one mail', async () => {
    const key = randomUUID()
    const responses = await all(concurrency, (n) => send(valid, { key, address: `198.51.100.${n + 1}` }))

    expect(statuses(responses)).toEqual(Array(concurrency).fill(200))
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)))
    expect(ids.size).toBe(1)
    expect(await backend.sql`select id from public.contact_messages where idempotency_key = ${key}`).toHaveLength(1)
    expect(await mailsFor([...ids][0])).toBe(1)
  })

  it('stores exactly the limit of many keys from one address at once, and answers the rest 429', async () => {
    const responses = await all(concurrency, () => send(valid, { address: '2001:db8:7:7::1' }))

    expect(statuses(responses)).toEqual([
      ...Array(rateLimitMax).fill(200),
      ...Array(concurrency - rateLimitMax).fill(429),
    ])
    for (const refused of responses.filter((response) => response.status === 429))
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await countRows()).toBe(rateLimitMax)
  })

  it('stores exactly a /56’s limit of messages sent at once from as many of its /64s, and answers the rest 429', async () => {
    const responses = await all(concurrency, (n) => send(valid, { address: `2001:db8:7:7${n.toString(16)}::1` }))

    expect(statuses(responses)).toEqual([
      ...Array(2 * rateLimitMax).fill(200),
      ...Array(concurrency - 2 * rateLimitMax).fill(429),
    ])
    expect(await countRows()).toBe(2 * rateLimitMax)
  })

  it('answers one key sent with many bodies at once 200 once and 422 for the rest', async () => {
    const key = randomUUID()
    const responses = await all(concurrency, (n) =>
      send({ ...valid, message: `Message number ${n} of many.` }, { key }),
    )

    expect(statuses(responses)).toEqual([200, ...Array(concurrency - 1).fill(422)])
    for (const reused of responses.filter((response) => response.status === 422))
      expect(await reused.json()).toMatchObject({ error: 'idempotency_key_reused' })
    expect(await countRows()).toBe(1)
  })

  it('stores a visitor’s message on its first try while 10 addresses flood at full rate, and mails at most the cap', async () => {
    const mailLines = () => backend.deno.output().match(/\[contact\] new message/g)?.length ?? 0
    const mailedBefore = mailLines()
    const attackers = Array.from({ length: 10 }, (_, n) => `203.0.113.${n + 1}`)
    const flood = attackers.flatMap((address) => Array.from({ length: rateLimitMax }, () => address))
    const responses = await all(flood.length + 1, (n) =>
      send(valid, { address: n < flood.length ? flood[n] : '198.51.100.77' }),
    )

    expect(statuses(responses)).toEqual(Array(flood.length + 1).fill(200))
    expect(statuses(await all(attackers.length, (n) => send(valid, { address: attackers[n] })))).toEqual(
      Array(attackers.length).fill(429),
    )
    expect(await countRows()).toBe(flood.length + 1)
    await vi.waitFor(() => expect(mailLines() - mailedBefore).toBe(globalMax))
    const sweep = await fetch(`${backend.deno.url}/functions/v1/send-contact-email/sweep`, {
      method: 'POST',
      headers: { 'x-contact-sweep-secret': sweepSecret },
    })
    expect(await sweep.json()).toMatchObject({ sent: 0 })
    expect(mailLines() - mailedBefore).toBe(globalMax)
  })

  it('mails an unsent message once from sweeps run at once, and only for the secret', async () => {
    const stored = (await (await send(valid)).json()).id
    await backend.sql`update public.contact_messages set notified_at = null, notification_due_at = now() - interval '1 minute'
              where id = ${stored}`
    const sweep = (secret: string) =>
      fetch(`${backend.deno.url}/functions/v1/send-contact-email/sweep`, {
        method: 'POST',
        headers: { 'x-contact-sweep-secret': secret },
      })

    expect((await sweep('guess')).status).toBe(403)
    const reports = await all(6, async () => (await sweep(sweepSecret)).json())

    expect(reports.map((report) => report.sent).sort()).toEqual([0, 0, 0, 0, 0, 1])
    expect(
      (await backend.sql`select notified_at from public.contact_messages where id = ${stored}`)[0].notified_at,
    ).not.toBeNull()
    expect(await mailsFor(stored)).toBe(2) // once when stored, once by the sweep
  })

  it('keeps anon and authenticated out of the messages, the view and the functions', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const statement of [
        'select * from public.contact_messages',
        'select * from public.contact_messages_unsent',
        'select * from public.claim_due_contact_notifications(now(), 60, 10)',
        'select * from public.forget_contact_data(now(), 0, 1)',
        'select * from public.contact_flood_digest',
        'select * from public.take_contact_digest(now(), 60)',
        `select public.give_back_contact_digest(now(), null, 1)`,
        'select public.release_held_contact_notifications(now(), 600, 1)',
        'select public.let_held_contact_messages_through(now(), 1)',
      ])
        await expect(backend.as(role, statement), `${role}: ${statement}`).rejects.toThrow(/permission denied/)
    }
  })
})
