// What the handler's tests share, on either engine: a valid body, settings, a handler with a recording
// mailer and log and a clock the test moves, requests, and the table's rows.

import { englishReaderWords } from '../../functions/_shared/reader-words.ts'
import type { DigestMail } from '../../functions/send-contact-email/digest.ts'
import { type ContactHandlerDeps, createContactHandler } from '../../functions/send-contact-email/handler.ts'
import type { Notification } from '../../functions/send-contact-email/notification.ts'
import type { ContactSettings } from '../../functions/send-contact-email/settings.ts'
import { contactStoreOn } from '../server/pglite-store.ts'
import type { TestDatabase } from './every-database.ts'
import { type RequestOptions, testRequest } from './test-request.ts'
import { validContact } from './valid-contact.ts'

export function contactTestKit(database: () => TestDatabase) {
  const settings: ContactSettings = {
    allowedOrigins: '*',
    rateLimit: { max: 1000, windowSeconds: 600, globalMax: 1000 },
    retentionDays: 90,
    addressSalt: 'test-salt',
    words: englishReaderWords,
  }

  function backend(overrides: Partial<ContactHandlerDeps> = {}) {
    const mails: Notification[] = []
    const digests: DigestMail[] = []
    const logs: string[] = []
    let now = new Date('2026-11-22T10:00:00Z')
    const handler = createContactHandler({
      store: contactStoreOn(database().db),
      mailer: { send: async (mail) => void ('digest' in mail ? digests.push(mail) : mails.push(mail)) },
      clock: () => now,
      settings,
      clientAddress: () => '203.0.113.7',
      log: (line) => logs.push(line),
      ...overrides,
    })
    return {
      handler,
      /** The visitors' messages mailed to the author, and apart from them the flood's digests. */
      mails,
      digests,
      logs,
      now: () => now,
      advanceSeconds: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)),
    }
  }

  /**
   * `count` messages stored as a flood's would have been, in one statement, where how they came is not the
   * subject: from `networks` senders in turn (an IPv4 address each), a millisecond apart from `at`, the first
   * `mailed` of them mailed to the author then, the rest held for the sweep.
   */
  async function storeFlood({
    count,
    networks,
    mailed,
    at,
  }: {
    count: number
    networks: number
    mailed: number
    at: Date
  }) {
    await database().db.query(
      `insert into public.contact_messages (idempotency_key, name, email, subject, message, client_address_hash,
         client_subnet_hash, client_network_hash, created_at, notification_attempts, notification_due_at,
         mail_budgeted_at, notified_at)
       select gen_random_uuid(), 'Flood', 'flood@example.com', 'Flood', 'A flood message, number ' || n,
         sender, sender, sender, sent_at, case when n <= $3 then 1 else 0 end, sent_at,
         case when n <= $3 then sent_at end, case when n <= $3 then sent_at end
       from generate_series(1, $2::integer) n,
         lateral (select encode(sha256(('flood sender ' || n % $4)::bytea), 'hex') as sender,
                         $1::timestamptz + (n - 1) * interval '1 millisecond' as sent_at) flood`,
      [at.toISOString(), count, mailed, networks],
    )
  }

  const post = (body: unknown, options?: RequestOptions) =>
    testRequest('http://localhost/functions/v1/send-contact-email', body, options)

  async function rows() {
    return (
      await database().db.query<Record<string, unknown>>('select * from public.contact_messages order by created_at')
    ).rows
  }

  return { valid: validContact, settings, backend, post, rows, storeFlood }
}
