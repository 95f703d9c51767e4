import type { AddressBuckets } from '../_shared/client-address.ts'
import type { ContactMessage } from '../_shared/contact-schema.ts'
import { floodLimits, type RateLimit } from '../_shared/flood-limits.ts'
import type { SqlQuery } from '../_shared/sql-query.ts'
import { backoff, claimSeconds } from './delivery-timing.ts'

export interface Submission {
  idempotencyKey: string
  message: ContactMessage
  /** The hashes of the sender's address, /56 and /48 (client-address.ts). */
  clientAddressHashes: AddressBuckets
  receivedAt: Date
  rateLimit: RateLimit
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
  /** Lets messages held beyond the global cap through, a network at a time, as many as the window's mails left. */
  releaseHeldNotifications(at: Date, rateLimit: RateLimit): Promise<number>
  /** The flood's digest for the author, if there is news and the last one is `everySeconds` old; taking it marks it sent. */
  takeDigest(at: Date, everySeconds: number): Promise<FloodDigest | undefined>
  /** A digest whose mail failed, to be said again by the next sweep. */
  giveBackDigest(digest: FloodDigest): Promise<void>
  forget(at: Date, windowSeconds: number, retentionDays: number): Promise<{ addresses: number; messages: number }>
}

/** What the author is told of a flood: messages waiting now, and since the last digest those sent after waiting and those dropped. */
export interface FloodDigest {
  held: number
  sent: number
  dropped: number
  /** When the last digest went; undefined before the first. */
  since?: Date
  at: Date
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
    async submit({ idempotencyKey, message, clientAddressHashes, receivedAt, rateLimit }) {
      const limits = floodLimits(rateLimit)
      const [row] = await query<SubmitRow>(
        `select * from public.submit_contact_message($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz,
           $10::integer, $11::integer, $12::integer, $13::integer, $14::integer, $15::integer, $16::integer, $17::integer)`,
        [
          idempotencyKey,
          message.name,
          message.email,
          message.subject,
          message.message,
          clientAddressHashes.address,
          clientAddressHashes.subnet,
          clientAddressHashes.network,
          receivedAt.toISOString(),
          rateLimit.windowSeconds,
          limits.perAddress,
          limits.perSubnet,
          limits.perNetwork,
          rateLimit.globalMax,
          limits.heldPerNetwork,
          limits.unsentMax,
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
    async takeDigest(at, everySeconds) {
      const [row] = await query<{ held: number; sent: number; dropped: number; since: Date | string | null }>(
        'select * from public.take_contact_digest($1::timestamptz, $2::integer)',
        [at.toISOString(), everySeconds],
      )
      if (!row) return undefined
      return {
        held: Number(row.held),
        sent: Number(row.sent),
        dropped: Number(row.dropped),
        ...(row.since !== null && { since: new Date(row.since) }),
        at,
      }
    },
    async giveBackDigest({ at, since, dropped }) {
      // '' for the first digest's "never": a null parameter does not read alike in every driver.
      await query("select public.give_back_contact_digest($1::timestamptz, nullif($2, '')::timestamptz, $3::integer)", [
        at.toISOString(),
        since?.toISOString() ?? '',
        dropped,
      ])
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
