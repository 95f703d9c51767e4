import type { PGlite } from '@electric-sql/pglite'
import { type ContactStore, createSqlContactStore, type SqlQuery } from '../functions/send-contact-email/store.ts'

export function pgliteQuery(db: PGlite): SqlQuery {
  return async (text, params) => (await db.query<never>(text, params)).rows
}

export function createPgliteContactStore(db: PGlite): ContactStore {
  return createSqlContactStore(pgliteQuery(db))
}

export interface StoredMessage {
  id: string
  createdAt: string
  name: string
  email: string
  subject: string
  message: string
  notified: boolean
}

/** The newest messages first, for the author's local inbox. */
export async function listMessages(db: PGlite, limit = 200): Promise<StoredMessage[]> {
  const { rows } = await db.query<StoredMessage>(
    `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
            name, email, subject, message, notified_at is not null as notified
     from public.contact_messages order by created_at desc, id desc limit $1`,
    [limit],
  )
  return rows
}
