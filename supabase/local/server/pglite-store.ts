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

export interface StoredMessage {
  id: string
  createdAt: string
  name: string
  email: string
  subject: string
  message: string
  /** 'sent'; waiting its turn in a flood (decision 0061); or not yet: how often it was tried and when it is tried next. */
  mail: { state: 'sent' } | { state: 'waiting' } | { state: 'unsent'; attempts: number; nextTry: string }
}

/** The newest messages first, for the author's local inbox. */
export async function listMessages(db: PGlite, limit = 200): Promise<StoredMessage[]> {
  const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
  const { rows } = await db.query<StoredMessage>(
    `select id, ${utc('created_at')} as "createdAt", name, email, subject, message,
            case when notified_at is not null then jsonb_build_object('state', 'sent')
                 when mail_budgeted_at is null then jsonb_build_object('state', 'waiting')
                 else jsonb_build_object('state', 'unsent', 'attempts', notification_attempts,
                                         'nextTry', ${utc('notification_due_at')}) end as mail
     from public.contact_messages order by created_at desc, id desc limit $1`,
    [limit],
  )
  return rows
}
