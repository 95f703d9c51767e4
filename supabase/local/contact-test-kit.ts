// What the handler's tests on PGlite share: a valid body, settings, a handler with a recording
// mailer and log and a clock the test moves, requests, and the table's rows.
import { randomUUID } from 'node:crypto'
import { type ContactHandlerDeps, createContactHandler } from '../functions/send-contact-email/handler.ts'
import type { Notification } from '../functions/send-contact-email/notification.ts'
import type { ContactSettings } from '../functions/send-contact-email/settings.ts'
import type { ContactDatabase } from './database.ts'
import { createPgliteContactStore } from './pglite-store.ts'

export function contactTestKit(database: () => ContactDatabase) {
  const valid = {
    name: 'Ada Reader',
    email: 'ada@example.com',
    subject: 'Golden Horizons',
    message: 'I loved the ending of the book.',
    website: '',
  }

  const settings: ContactSettings = {
    allowedOrigins: '*',
    rateLimit: { max: 1000, windowSeconds: 600, globalMax: 1000 },
    retentionDays: 90,
    addressSalt: 'test-salt',
  }

  function backend(overrides: Partial<ContactHandlerDeps> = {}) {
    const mails: Notification[] = []
    const logs: string[] = []
    let now = new Date('2026-11-22T10:00:00Z')
    const handler = createContactHandler({
      store: createPgliteContactStore(database().db),
      mailer: { send: async (mail) => void mails.push(mail) },
      clock: () => now,
      settings,
      clientAddress: () => '203.0.113.7',
      log: (line) => logs.push(line),
      ...overrides,
    })
    return {
      handler,
      mails,
      logs,
      advanceSeconds: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)),
    }
  }

  interface PostOptions {
    key?: string | null
    method?: string
    contentType?: string | null
    headers?: Record<string, string>
  }

  // Strings and bytes go as they are, so tests can send what JSON.stringify never makes.
  const encode = (body: unknown): BodyInit =>
    typeof body === 'string' ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body)

  function post(
    body: unknown,
    { key = randomUUID(), method = 'POST', contentType = 'application/json', headers = {} }: PostOptions = {},
  ) {
    const allHeaders = new Headers(headers)
    if (key !== null) allHeaders.set('idempotency-key', key)
    if (contentType !== null) allHeaders.set('content-type', contentType)
    const hasBody = method !== 'GET' && method !== 'HEAD'
    return new Request('http://localhost/functions/v1/send-contact-email', {
      method,
      headers: allHeaders,
      body: hasBody ? encode(body) : undefined,
    })
  }

  async function rows() {
    return (
      await database().db.query<Record<string, unknown>>('select * from public.contact_messages order by created_at')
    ).rows
  }

  return { valid, settings, backend, post, rows }
}
