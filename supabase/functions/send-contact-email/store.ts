import type { ContactMessage } from '../_shared/contact-schema.ts'

export interface Submission {
  idempotencyKey: string
  message: ContactMessage
  clientAddressHash: string
  receivedAt: Date
  rateLimit: { max: number; windowSeconds: number }
}

export type SubmitOutcome =
  /** `needsNotification`: no notification mail has been recorded as sent for this message yet. */
  | { kind: 'stored' | 'duplicate'; id: string; needsNotification: boolean }
  | { kind: 'key_reused' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }

export interface ContactStore {
  submit(submission: Submission): Promise<SubmitOutcome>
  markNotified(id: string, at: Date): Promise<void>
}

/** Runs one parameterised statement and returns its rows; PGlite and postgres.js both adapt to it. */
export type SqlQuery = <Row extends Record<string, unknown>>(
  text: string,
  params: (string | number)[],
) => Promise<Row[]>

interface SubmitRow extends Record<string, unknown> {
  outcome: 'stored' | 'duplicate' | 'key_reused' | 'rate_limited'
  message_id: string | null
  retry_after_seconds: number | null
  needs_notification: boolean
}

/** The store on any Postgres: the decision itself lives in the database (see the migration). */
export function createSqlContactStore(query: SqlQuery): ContactStore {
  return {
    async submit({ idempotencyKey, message, clientAddressHash, receivedAt, rateLimit }) {
      const [row] = await query<SubmitRow>(
        'select * from public.submit_contact_message($1::uuid, $2, $3, $4, $5, $6, $7::timestamptz, $8::integer, $9::integer)',
        [
          idempotencyKey,
          message.name,
          message.email,
          message.subject,
          message.message,
          clientAddressHash,
          receivedAt.toISOString(),
          rateLimit.max,
          rateLimit.windowSeconds,
        ],
      )
      switch (row.outcome) {
        case 'stored':
        case 'duplicate':
          return { kind: row.outcome, id: String(row.message_id), needsNotification: row.needs_notification }
        case 'rate_limited':
          return { kind: 'rate_limited', retryAfterSeconds: Number(row.retry_after_seconds) }
        case 'key_reused':
          return { kind: 'key_reused' }
      }
    },
    async markNotified(id, at) {
      await query('update public.contact_messages set notified_at = $2::timestamptz where id = $1::uuid', [
        id,
        at.toISOString(),
      ])
    },
  }
}
