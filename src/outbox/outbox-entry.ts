import type { ContactSubmission } from '#shared/contact-server-schema.ts'
import type { NewsletterSubmission } from '#shared/newsletter-server-schema.ts'

/** Why the last attempt did not deliver; a network failure is worth retrying as soon as the network is back. */
export type OutboxError = { kind: 'network'; detail: string } | { kind: 'status'; status: number }

/** What the reader submitted, before the outbox adds its bookkeeping: its kind and exactly the body its function accepts (src/outbox/outbox-kinds.ts). */
export type OutboxSubmission =
  | { kind: 'contact'; payload: ContactSubmission }
  | { kind: 'newsletter'; payload: NewsletterSubmission }

export type OutboxKind = OutboxSubmission['kind']

interface EntryState {
  /** Made when the visitor pressed submit and sent as the Idempotency-Key, so a replay is stored once. */
  id: string
  createdAt: number
  /** Attempts that did not deliver so far. */
  attempts: number
  nextAttemptAt: number
  lastError: OutboxError | null
  /**
   * Set when no retry will be made; the entry stays so the visitor can copy, edit or resend the words.
   * `unconnected`: the site's own address answered, and it has no functions (a static upload with no backend).
   */
  failed?: 'rejected' | 'expired' | 'unconnected'
  /** When it was marked failed: it is deleted once it has been kept for `failedKeptDays`. */
  failedAt?: number
}

export type ContactEntry = EntryState & { kind: 'contact'; payload: ContactSubmission }
export type NewsletterEntry = EntryState & { kind: 'newsletter'; payload: NewsletterSubmission }
export type OutboxEntry = ContactEntry | NewsletterEntry

export const isContactEntry = (entry: OutboxEntry): entry is ContactEntry => entry.kind === 'contact'

export type SendAnswer =
  | { kind: 'delivered' }
  /** A definite answer no retry can change. */
  | { kind: 'rejected'; status: number }
  /** No backend answers at all: the site has none configured, and its own address took the request for a page. */
  | { kind: 'unconnected'; status: number }
  | { kind: 'retry'; error: OutboxError; retryAfterMs?: number }

export type Send = (entry: OutboxEntry) => Promise<SendAnswer>

export const isWaiting = (entry: OutboxEntry) => entry.failed === undefined
