import type { ContactSubmission } from '#shared/contact-server-schema.ts'

/** Exactly the body the send-contact-email function accepts. */
export type OutboxPayload = ContactSubmission

/** Why the last attempt did not deliver; a network failure is worth retrying as soon as the network is back. */
export type OutboxError = { kind: 'network'; detail: string } | { kind: 'status'; status: number }

export interface OutboxEntry {
  /** Made when the visitor pressed submit and sent as the Idempotency-Key, so a replay is stored once. */
  id: string
  payload: OutboxPayload
  createdAt: number
  /** Attempts that did not deliver so far. */
  attempts: number
  nextAttemptAt: number
  lastError: OutboxError | null
  /** Set when no retry will be made; the entry stays so the visitor can copy, edit or resend the words. */
  failed?: 'rejected' | 'expired'
  /** When it was marked failed: it is deleted once it has been kept for `failedKeptDays`. */
  failedAt?: number
}

export type SendAnswer =
  | { kind: 'delivered' }
  /** A definite answer no retry can change. */
  | { kind: 'rejected'; status: number }
  | { kind: 'retry'; error: OutboxError; retryAfterMs?: number }

export type Send = (entry: OutboxEntry) => Promise<SendAnswer>

export const isWaiting = (entry: OutboxEntry) => entry.failed === undefined
