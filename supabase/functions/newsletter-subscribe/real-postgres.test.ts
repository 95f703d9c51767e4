// newsletter-subscribe's Supabase entry under Deno against a real Postgres server, so requests
// truly run at once: replays, the daily mail cap, the rate limit and a double confirmation,
// decided by the database. PGlite runs one statement at a time and could never show these.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { versionOf, wordsWithConsent } from '../../local/test-kits/newsletter-test-kit.ts'
import { all, realPostgresFunction, statuses } from '../../local/test-kits/real-postgres-kit.ts'

const rateLimitMax = 3
const globalMax = 12
const concurrency = 16

const consent = 'Send me news of new books.'
const backend = realPostgresFunction(
  'newsletter-subscribe/real-postgres.test.ts',
  {
    CONTACT_ALLOWED_ORIGINS: 'https://author.example',
    CONTACT_ADDRESS_SALT: 'real-postgres-test',
    SITE_URL: 'https://author.example',
    NEWSLETTER_RATE_LIMIT_MAX: String(rateLimitMax),
    NEWSLETTER_GLOBAL_RATE_LIMIT_MAX: String(globalMax),
    // The site's words, with its form's consent line: a sign-up names that line's version.
    SITE_WORDS: JSON.stringify(wordsWithConsent(consent)),
  },
  'supabase/functions/newsletter-subscribe/index.ts',
)

beforeEach(async () => {
  if (!backend.skipped)
    await backend.sql`truncate public.newsletter_tokens, public.newsletter_requests, public.newsletter_subscribers cascade`
})

const valid = { email: 'ada@example.com', consentVersion: versionOf(consent), website: '' }

const signUp = backend.post
const mailLines = () => backend.deno.output().match(/\[newsletter\] confirmation mail/g)?.length ?? 0

/**
 * Each mail claimed in the database leaves one confirmation token; the log shows one line per mail
 * sent. Once a marker sign-up's line is in, every earlier line is too: they must agree.
 */
async function expectOneMailPerClaim() {
  const before = mailLines()
  await signUp({ ...valid, email: `marker-${randomUUID()}@example.com` }, { address: '203.0.113.250' })
  const [{ claims }] =
    await backend.sql`select count(*)::int as claims from public.newsletter_tokens where purpose = 'confirm'`
  await vi.waitFor(() => expect(mailLines()).toBeGreaterThan(before), { timeout: 30_000 })
  return { claims, lines: mailLines() }
}

describe.skipIf(backend.skipped)('newsletter-subscribe on a real Postgres server, under true concurrency', () => {
  it('stores one key sent many times at once as one row and mails it once', async () => {
    const key = randomUUID()
    const lines = mailLines()
    const responses = await all(concurrency, (n) => signUp(valid, { key, address: `198.51.100.${n + 1}` }))

    expect(statuses(responses)).toEqual(Array(concurrency).fill(202))
    expect(await backend.sql`select email from public.newsletter_subscribers`).toEqual([{ email: valid.email }])
    const counted = await expectOneMailPerClaim()
    expect(counted.claims).toBe(2) // the address's and the marker's
    expect(counted.lines - lines).toBe(2)
  })

  it('mails one address signed up many times at once, under many keys, once', async () => {
    const lines = mailLines()
    const responses = await all(concurrency, (n) => signUp(valid, { address: `2001:db8:${n}::1` }))

    expect(statuses(responses)).toEqual(Array(concurrency).fill(202))
    const counted = await expectOneMailPerClaim()
    expect(counted.claims).toBe(2)
    expect(counted.lines - lines).toBe(2)
  })

  it('accepts exactly the limit of many sign-ups from one address at once, and answers the rest 429', async () => {
    const responses = await all(concurrency, (n) => signUp({ ...valid, email: `r${n}@example.com` }))

    expect(statuses(responses)).toEqual([
      ...Array(rateLimitMax).fill(202),
      ...Array(concurrency - rateLimitMax).fill(429),
    ])
    for (const refused of responses.filter((response) => response.status === 429))
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await backend.sql`select count(*)::int as count from public.newsletter_subscribers`)[0].count).toBe(
      rateLimitMax,
    )
  })

  it("stores a visitor's sign-up among 10 addresses' at full rate, all at once, and mails no more than the cap", async () => {
    const lines = mailLines()
    const responses = await all(10 * rateLimitMax + 1, (n) =>
      signUp(
        { ...valid, email: `r${n}@example.com` },
        { address: n < 10 * rateLimitMax ? `203.0.113.${(n % 10) + 1}` : '198.51.100.77' },
      ),
    )

    expect(statuses(responses)).toEqual(Array(10 * rateLimitMax + 1).fill(202))
    const [{ stored, claims, deferred }] = await backend.sql`select count(*)::int as stored,
      (select count(*)::int from public.newsletter_tokens where purpose = 'confirm') as claims,
      count(mail_deferred_at)::int as deferred from public.newsletter_subscribers`
    expect({ stored, claims, deferred }).toEqual({ stored: 31, claims: globalMax, deferred: 31 - globalMax })
    await vi.waitFor(() => expect(mailLines() - lines).toBe(globalMax), { timeout: 30_000 })
  })

  it('answers one key sent with many bodies at once 202 once and 422 for the rest', async () => {
    const key = randomUUID()
    const responses = await all(concurrency, (n) => signUp({ ...valid, email: `r${n}@example.com` }, { key }))

    expect(statuses(responses)).toEqual([202, ...Array(concurrency - 1).fill(422)])
    expect(await backend.sql`select email from public.newsletter_subscribers`).toHaveLength(1)
  })

  it('confirms once when one link is posted many times at once', async () => {
    const lines = backend.deno.output().length
    await signUp(valid)
    await vi.waitFor(() => expect(backend.deno.output().slice(lines)).toMatch(/confirm\?token=[\w-]{43}/), {
      timeout: 30_000,
    })
    const token = /confirm\?token=([\w-]{43})/.exec(backend.deno.output().slice(lines))?.[1]
    const answers = await all(8, () =>
      fetch(`${backend.deno.url}/functions/v1/newsletter-subscribe/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }).then((response) => response.json()),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(7).fill('already-confirmed'), 'confirmed'])
  })

  it('stores nothing of bots that filled the hidden field, and mails none of them', async () => {
    const lines = mailLines()
    const bots = ['https://spam.example', 'x', 'true']
    const responses = await all(bots.length, (n) =>
      signUp({ ...valid, email: `bot${n}@example.com`, website: bots[n] }, { address: `192.0.2.${n + 1}` }),
    )

    expect(statuses(responses)).toEqual(Array(bots.length).fill(202))
    expect(await backend.sql`select email from public.newsletter_subscribers`).toEqual([])
    const counted = await expectOneMailPerClaim()
    expect(counted.claims).toBe(1) // the marker's alone
    expect(counted.lines - lines).toBe(1)
  })

  it('keeps anon and authenticated out of the tables and the functions', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const statement of [
        'select * from public.newsletter_subscribers',
        'select * from public.newsletter_tokens',
        'select * from public.newsletter_requests',
        'select * from public.newsletter_consent_wordings',
        `select * from public.confirm_newsletter('${'a'.repeat(64)}', now())`,
        `select * from public.unsubscribe_newsletter('${'a'.repeat(64)}', now())`,
        `select * from public.release_deferred_newsletter_mails(now(), 600, 100, '{}', '{}', 60, 60)`,
        `select public.newsletter_consent_wording('${'a'.repeat(64)}', 'newsletter', '${'a'.repeat(64)}', 'I agree.', now())`,
        `select public.newsletter_mailed_since('a@b.co', '', now())`,
        `select public.newsletter_mailbox('a@b.co')`,
      ])
        await expect(backend.as(role, statement), `${role}: ${statement}`).rejects.toThrow(/permission denied/)
    }
  })
})
