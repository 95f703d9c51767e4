// newsletter-subscribe's Supabase entry (index.ts) run for real by Deno, talking Postgres wire
// protocol to PGlite: the same path a deployed function takes, minus Supabase's gateway.
import { randomUUID } from 'node:crypto'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ContactDatabase, openContactDatabase } from './database.ts'
import { type DenoFunction, startDenoFunction } from './deno-function.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

let database: ContactDatabase
let socket: PGLiteSocketServer
let deno: DenoFunction

beforeAll(async () => {
  database = await openContactDatabase()
  socket = new PGLiteSocketServer({ db: database.db, host: '127.0.0.1', port: 0, maxConnections: 20 })
  await socket.start()
  deno = await startDenoFunction(
    {
      SUPABASE_DB_URL: `postgres://postgres:postgres@${socket.getServerConn()}/postgres`,
      CONTACT_ALLOWED_ORIGINS: 'https://author.example',
      CONTACT_ADDRESS_SALT: 'deno-entry-test',
      SITE_URL: 'https://author.example',
      SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
    },
    'supabase/functions/newsletter-subscribe/index.ts',
  )
}, 240_000)

afterAll(async () => {
  deno?.stop()
  await socket?.stop()
  await database?.close()
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${deno.url}/functions/v1/newsletter-subscribe${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://author.example', ...headers },
    body: JSON.stringify(body),
  })

describe('the newsletter Deno entry against Postgres', () => {
  it('signs up, logs the confirmation link instead of mailing it, confirms by POST only', async () => {
    const signUp = await post(
      '',
      { email: 'ada@example.com', consent: 'Send me news.', website: '' },
      { 'idempotency-key': randomUUID(), 'cf-connecting-ip': '198.51.100.1' },
    )
    expect(signUp.status).toBe(202)
    expect(await signUp.text()).toBe('{"status":"check-your-inbox"}')
    expect(signUp.headers.get('access-control-allow-origin')).toBe('https://author.example')

    await vi.waitFor(
      () => expect(deno.output()).toMatch(/its link: https:\/\/author\.example\/newsletter\/confirm\?token=/),
      { timeout: 30_000 },
    )
    expect(deno.output()).not.toContain('ada@example.com')
    const token = /confirm\?token=([\w-]{43})/.exec(deno.output())?.[1]

    const get = await fetch(`${deno.url}/functions/v1/newsletter-subscribe/confirm?token=${token}`)
    expect(get.status).toBe(405)
    expect(await (await post('/confirm', { token })).json()).toEqual({ status: 'confirmed' })
    const { rows } = await database.db.query('select email, status from public.newsletter_subscribers')
    expect(rows).toEqual([{ email: 'ada@example.com', status: 'confirmed' }])
  })

  it('refuses a page from another origin', async () => {
    const response = await post('/confirm', { token: 'x' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })
})
