// What the handler's tests share, on either engine: a valid body, settings, a handler with a recording
// mailer and log and a clock the test moves, requests, and the table's rows.

import { englishReaderWords } from '../../functions/_shared/reader-words.ts'
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
    const logs: string[] = []
    let now = new Date('2026-11-22T10:00:00Z')
    const handler = createContactHandler({
      store: contactStoreOn(database().db),
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

  const post = (body: unknown, options?: RequestOptions) =>
    testRequest('http://localhost/functions/v1/send-contact-email', body, options)

  async function rows() {
    return (
      await database().db.query<Record<string, unknown>>('select * from public.contact_messages order by created_at')
    ).rows
  }

  return { valid: validContact, settings, backend, post, rows }
}
