import type { PGlite } from '@electric-sql/pglite'
import type { SqlQuery } from '../../functions/_shared/sql-query.ts'
import { type ContactStore, createSqlContactStore } from '../../functions/send-contact-email/store.ts'
import type { Migratable } from './migrate.ts'

/** The store's query function on PGlite, or on postgres.js adapted as migrations are. */
export function queryOn(db: Pick<Migratable, 'query'>): SqlQuery {
  return async (text, params) => (await db.query<never>(text, params)).rows
}

export function contactStoreOn(db: Pick<Migratable, 'query'>): ContactStore {
  return createSqlContactStore(queryOn(db))
}

/** A message's notification as stored: sent when, held in a flood (decision 0061), or how often claimed and when due next. */
export interface MailDelivery {
  sentAt: string | null
  held: boolean
  attempts: number
  nextTry: string
}

export interface StoredMessage {
  id: string
  createdAt: string
  name: string
  email: string
  subject: string
  message: string
  /** The author's notification mail, from the delivery columns: npm run inbox says what they mean (mail-line.ts). */
  mail: MailDelivery
}

/** The newest messages first, for the author's local inbox. */
export async function listMessages(db: PGlite, limit = 200): Promise<StoredMessage[]> {
  const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
  const { rows } = await db.query<StoredMessage>(
    `select id, ${utc('created_at')} as "createdAt", name, email, subject, message,
            jsonb_build_object('sentAt', ${utc('notified_at')}, 'held', mail_budgeted_at is null,
                               'attempts', notification_attempts, 'nextTry', ${utc('notification_due_at')}) as mail
     from public.contact_messages order by created_at desc, id desc limit $1`,
    [limit],
  )
  return rows
}
