import type { ContactMessage } from '../_shared/contact-schema.ts'
import type { SqlQuery } from '../_shared/sql-query.ts'
import { backoff, claimSeconds } from './delivery-timing.ts'

export interface Submission {
  idempotencyKey: string
  message: ContactMessage
  clientAddressHash: string
  receivedAt: Date
  rateLimit: { max: number; windowSeconds: number; globalMax: number }
}

export type SubmitOutcome =
  /** `claimed`: this caller holds the message's notification and must send it. */
  | { kind: 'stored' | 'duplicate'; id: string; claimed: boolean }
  | { kind: 'key_reused' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }

/** A message whose notification this caller claimed. */
export interface PendingNotification {
  id: string
  idempotencyKey: string
  message: ContactMessage
}

export interface ContactStore {
  submit(submission: Submission): Promise<SubmitOutcome>
  markNotified(id: string, at: Date): Promise<void>
  /** Gives a claimed notification back, to be tried again after the backoff. */
  deferNotification(id: string, at: Date): Promise<void>
  claimDueNotifications(at: Date, limit: number): Promise<PendingNotification[]>
  /** Lets messages held beyond the global cap through, oldest first, as many as the window's mails left. */
  releaseHeldNotifications(at: Date, rateLimit: Submission['rateLimit']): Promise<number>
  forget(at: Date, windowSeconds: number, retentionDays: number): Promise<{ addresses: number; messages: number }>
}

interface SubmitRow extends Record<string, unknown> {
  outcome: 'stored' | 'duplicate' | 'key_reused' | 'rate_limited'
  message_id: string | null
  retry_after_seconds: number | null
  claimed: boolean
}

interface MessageRow extends Record<string, unknown> {
  id: string
  idempotency_key: string
  name: string
  email: string
  subject: string
  message: string
}

/** The store on any Postgres: the decisions themselves live in the database (see the migrations). */
export function createSqlContactStore(query: SqlQuery): ContactStore {
  return {
    async submit({ idempotencyKey, message, clientAddressHash, receivedAt, rateLimit }) {
      const [row] = await query<SubmitRow>(
        `select * from public.submit_contact_message($1::uuid, $2, $3, $4, $5, $6, $7::timestamptz,
           $8::integer, $9::integer, $10::integer, $11::integer)`,
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
          rateLimit.globalMax,
          claimSeconds,
        ],
      )
      switch (row.outcome) {
        case 'stored':
        case 'duplicate':
          return { kind: row.outcome, id: String(row.message_id), claimed: row.claimed }
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
    async deferNotification(id, at) {
      await query(
        `update public.contact_messages
         set notification_due_at = $2::timestamptz
           + make_interval(secs => least($4::integer, $3::integer * 2 ^ (notification_attempts - 1)))
         where id = $1::uuid and notified_at is null`,
        [id, at.toISOString(), backoff.firstSeconds, backoff.maxSeconds],
      )
    },
    async claimDueNotifications(at, limit) {
      const rows = await query<MessageRow>(
        'select * from public.claim_due_contact_notifications($1::timestamptz, $2::integer, $3::integer)',
        [at.toISOString(), claimSeconds, limit],
      )
      return rows.map(({ id, idempotency_key, name, email, subject, message }) => ({
        id: String(id),
        idempotencyKey: String(idempotency_key),
        message: { name, email, subject, message },
      }))
    },
    async releaseHeldNotifications(at, { windowSeconds, globalMax }) {
      const [row] = await query<{ released: number }>(
        'select public.release_held_contact_notifications($1::timestamptz, $2::integer, $3::integer) as released',
        [at.toISOString(), windowSeconds, globalMax],
      )
      return Number(row.released)
    },
    async forget(at, windowSeconds, retentionDays) {
      const [row] = await query<{ addresses_cleared: number; messages_deleted: number }>(
        'select * from public.forget_contact_data($1::timestamptz, $2::integer, $3::integer)',
        [at.toISOString(), windowSeconds, retentionDays],
      )
      return { addresses: Number(row.addresses_cleared), messages: Number(row.messages_deleted) }
    },
  }
}
