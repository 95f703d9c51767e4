// The Supabase entry (index.ts) run for real by Deno, talking Postgres wire protocol to PGlite:
// the same path a deployed function takes, minus Supabase's gateway.
import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { denoOnPglite } from '../../local/test-kits/pglite-deno-kit.ts'
import { validContact as valid } from '../../local/test-kits/valid-contact.ts'
import { bodyDeadlineMs } from '../_shared/read-body.ts'

const rateLimitMax = 3

const backend = denoOnPglite({
  CONTACT_ALLOWED_ORIGINS: 'https://author.example',
  CONTACT_ADDRESS_SALT: 'deno-entry-test',
  CONTACT_RATE_LIMIT_MAX: String(rateLimitMax),
})

function send(
  body: unknown,
  { key = randomUUID(), headers = {} }: { key?: string; headers?: Record<string, string> } = {},
) {
  return fetch(backend.deno.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': key,
      origin: 'https://author.example',
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

async function rowsWithKey(key: string) {
  return (
    await backend.database.db.query(
      'select id, name, message from public.contact_messages where idempotency_key = $1',
      [key],
    )
  ).rows
}

describe('the Deno entry against Postgres', () => {
  it('stores a message, logs one line instead of mailing, and answers a repeat with the same id', async () => {
    const key = randomUUID()
    const response = await send(valid, { key, headers: { 'cf-connecting-ip': '198.51.100.1' } })
    expect(response.status).toBe(200)
    const { id } = await response.json()

    expect(await rowsWithKey(key)).toEqual([{ id, name: valid.name, message: valid.message }])
    expect(backend.deno.output()).toContain(`[contact] new message ${id} (no RESEND_API_KEY`)
    expect(backend.deno.output()).not.toContain(valid.email)

    const repeat = await send(valid, { key, headers: { 'cf-connecting-ip': '198.51.100.1' } })
    expect(await repeat.json()).toEqual({ id })
    expect(await rowsWithKey(key)).toHaveLength(1)
  })

  it('refuses an invalid body and stores nothing', async () => {
    const key = randomUUID()
    const response = await send({ ...valid, email: 'ada@example.com\r\nBcc: eve@example.com' }, { key })

    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ error: 'invalid_fields', fields: { email: expect.any(String) } })
    expect(await rowsWithKey(key)).toEqual([])
  })

  it('answers the preflight for the allowed origin only', async () => {
    const preflight = (origin: string) =>
      fetch(backend.deno.url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
    expect((await preflight('https://author.example')).status).toBe(204)
    expect((await preflight('https://evil.example')).status).toBe(403)
  })

  it('rate-limits by the address Cloudflare sets, whatever the caller put in X-Forwarded-For', async () => {
    const spoofed = (n: number) => ({ 'cf-connecting-ip': '198.51.100.77', 'x-forwarded-for': `10.0.0.${n}` })
    for (let n = 0; n < rateLimitMax; n++) expect((await send(valid, { headers: spoofed(n) })).status).toBe(200)

    const refused = await send(valid, { headers: spoofed(99) })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it(
    'answers 408 to a caller still sending its body at the deadline, and stores nothing',
    async () => {
      const key = randomUUID()
      const started = performance.now()
      const answer = await new Promise<{ status: number; body: string }>((answered, failed) => {
        const req = httpRequest(
          `${backend.deno.url}/`,
          {
            method: 'POST',
            agent: false,
            headers: { 'content-type': 'application/json', 'idempotency-key': key, 'transfer-encoding': 'chunked' },
          },
          (res) => {
            let body = ''
            res.on('data', (chunk) => (body += chunk))
            res.on('end', () => {
              answered({ status: res.statusCode ?? 0, body })
              req.destroy()
            })
          },
        )
        req.on('error', failed)
        // The first half of a valid message, then nothing: the caller never ends its body.
        const body = JSON.stringify(valid)
        req.write(body.slice(0, body.length / 2))
      })

      expect(answer.status).toBe(408)
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'request_timeout' })
      expect(performance.now() - started).toBeGreaterThanOrEqual(bodyDeadlineMs - 100)
      expect(await rowsWithKey(key)).toEqual([])
    },
    bodyDeadlineMs + 20_000,
  )
})
