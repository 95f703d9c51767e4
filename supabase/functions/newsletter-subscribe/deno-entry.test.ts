// newsletter-subscribe's Supabase entry (index.ts) run for real by Deno, talking Postgres wire
// protocol to PGlite: the same path a deployed function takes, minus Supabase's gateway.
import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { versionOf, wordsWithConsent } from '../../local/test-kits/newsletter-test-kit.ts'
import { denoOnPglite } from '../../local/test-kits/pglite-deno-kit.ts'

const consent = 'Send me news of new books.'
const backend = denoOnPglite(
  {
    CONTACT_ALLOWED_ORIGINS: 'https://author.example',
    CONTACT_ADDRESS_SALT: 'deno-entry-test',
    SITE_URL: 'https://author.example',
    SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
    // The site's words, with its form's consent line: a sign-up names that line's version.
    SITE_WORDS: JSON.stringify(wordsWithConsent(consent)),
  },
  'supabase/functions/newsletter-subscribe/index.ts',
)

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.deno.url}/functions/v1/newsletter-subscribe${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://author.example', ...headers },
    body: JSON.stringify(body),
  })

describe('the newsletter Deno entry against Postgres', () => {
  it('signs up, logs the confirmation link instead of mailing it, confirms by POST only', async () => {
    const signUp = await post(
      '',
      { email: 'ada@example.com', consentVersion: versionOf(consent), website: '' },
      { 'idempotency-key': randomUUID(), 'cf-connecting-ip': '198.51.100.1' },
    )
    expect(signUp.status).toBe(202)
    expect(await signUp.text()).toBe('{"status":"check-your-inbox"}')
    expect(signUp.headers.get('access-control-allow-origin')).toBe('https://author.example')

    await vi.waitFor(
      () => expect(backend.deno.output()).toMatch(/its link: https:\/\/author\.example\/newsletter\/confirm\?token=/),
      { timeout: 30_000 },
    )
    expect(backend.deno.output()).not.toContain('ada@example.com')
    const token = /confirm\?token=([\w-]{43})/.exec(backend.deno.output())?.[1]

    const get = await fetch(`${backend.deno.url}/functions/v1/newsletter-subscribe/confirm?token=${token}`)
    expect(get.status).toBe(405)
    expect(await (await post('/confirm', { token })).json()).toEqual({ status: 'confirmed' })
    const { rows } = await backend.database.db.query('select email, status from public.newsletter_subscribers')
    expect(rows).toEqual([{ email: 'ada@example.com', status: 'confirmed' }])
  })

  it('refuses a page from another origin', async () => {
    const response = await post('/confirm', { token: 'x' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })
})
