import type { AddressBuckets } from '../_shared/client-address.ts'
import { floodLimits, type RateLimit } from '../_shared/flood-limits.ts'
import type { SqlQuery } from '../_shared/sql-query.ts'
import { confirmSeconds, forgetting, mailIntervalSeconds } from './timing.ts'

export interface SignUp {
  idempotencyKey: string
  /** The body's keyed hash: a replay under the key has the same, another sign-up under it not. */
  bodyHash: string
  email: string
  /** '' for the newsletter, else the book's slug of a release alert: a row of its own for the address. */
  topic: string
  consent: string
  /** A bot's request: recorded and counted like any other, nothing stored of it. */
  honeypot: boolean
  /** The hashes of the sender's address, /56 and /48 (client-address.ts). */
  clientAddressHashes: AddressBuckets
  receivedAt: Date
  rateLimit: RateLimit
  tokenHashes: TokenHashes
}

export type SignUpOutcome =
  /** `mailTo`: this request claimed the address's confirmation mail, and must send it. */
  { kind: 'accepted'; mailTo?: string } | { kind: 'key_reused' } | { kind: 'rate_limited'; retryAfterSeconds: number }

/** The links of one confirmation mail, as the database keeps them. */
export interface TokenHashes {
  confirm: string
  unsubscribe: string
}

/** A deferred confirmation mail let through: to whom, which of the offered token pairs it took, the consent it quotes, its topic. */
export interface ReleasedMail {
  to: string
  tokenIndex: number
  consent: string
  topic: string
}

/** What a consent wording was offered for: the newsletter's form, or a release alert's (decision 0075). */
export type ConsentKind = 'newsletter' | 'alert'

/** A consent wording and its version (consent-version.ts). */
export interface ConsentWording {
  version: string
  wording: string
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid'

/** `listed`: the address this call confirmed, or took off the list, for the mailing list's copy. */
export interface LinkResult<Outcome> {
  outcome: Outcome
  listed?: string
}

export interface NewsletterStore {
  /**
   * The wording of a consent version the site offered for that kind of sign-up (the newsletter's unless said),
   * `current` kept first; undefined for any other version.
   */
  consentWording(
    version: string,
    current: ConsentWording | undefined,
    at: Date,
    kind?: ConsentKind,
  ): Promise<string | undefined>
  subscribe(signUp: SignUp): Promise<SignUpOutcome>
  /**
   * Lets confirmation mails that waited for room through, a network at a time, as many as the window allows
   * and `tokenHashes` has pairs for; each must then be sent with its pair's tokens.
   */
  releaseDeferredMails(at: Date, rateLimit: RateLimit, tokenHashes: readonly TokenHashes[]): Promise<ReleasedMail[]>
  /** Gives back a claimed mail that could not be sent, so a later sign-up may send it. */
  releaseMail(email: string, claimedAt: Date): Promise<void>
  confirm(tokenHash: string, at: Date): Promise<LinkResult<ConfirmOutcome>>
  unsubscribe(tokenHash: string, at: Date): Promise<LinkResult<'unsubscribed' | 'invalid'>>
  /** The daily forgetting (see the migration); what pg_cron runs on Supabase. */
  forget(at: Date): Promise<{ addresses: number; requests: number; subscribers: number }>
}

interface OutcomeRow<Outcome> extends Record<string, unknown> {
  outcome: Outcome
  email: string | null
}

const linkResult = <Outcome>([row]: OutcomeRow<Outcome>[]): LinkResult<Outcome> => ({
  outcome: row.outcome,
  ...(row.email !== null && { listed: row.email }),
})

/** The store on any Postgres: the decisions themselves live in the database (see the migrations). */
export function createSqlNewsletterStore(query: SqlQuery): NewsletterStore {
  return {
    async consentWording(version, current, at, kind = 'newsletter') {
      const [row] = await query<{ wording: string | null }>(
        // Parameters are never null (sql-query.ts): no current wording is sent as empty text.
        `select public.newsletter_consent_wording($1, $2, nullif($3, ''), nullif($4, ''), $5::timestamptz) as wording`,
        [version, kind, current?.version ?? '', current?.wording ?? '', at.toISOString()],
      )
      return row.wording ?? undefined
    },
    async subscribe(signUp) {
      const limits = floodLimits(signUp.rateLimit)
      const [row] = await query<{ outcome: string; retry_after_seconds: number | null; mail_to: string | null }>(
        `select * from public.subscribe_newsletter($1::uuid, $2, $3, $4, $5::boolean, $6, $7, $8, $9::timestamptz,
           $10::integer, $11::integer, $12::integer, $13::integer, $14::integer, $15::integer, $16::integer,
           $17, $18, $19::integer, $20::integer, $21)`,
        [
          signUp.idempotencyKey,
          signUp.bodyHash,
          signUp.email,
          signUp.consent,
          signUp.honeypot,
          signUp.clientAddressHashes.address,
          signUp.clientAddressHashes.subnet,
          signUp.clientAddressHashes.network,
          signUp.receivedAt.toISOString(),
          signUp.rateLimit.windowSeconds,
          limits.perAddress,
          limits.perSubnet,
          limits.perNetwork,
          signUp.rateLimit.globalMax,
          limits.heldPerNetwork,
          limits.unsentMax,
          signUp.tokenHashes.confirm,
          signUp.tokenHashes.unsubscribe,
          confirmSeconds,
          mailIntervalSeconds,
          signUp.topic,
        ],
      )
      if (row.outcome === 'rate_limited')
        return { kind: 'rate_limited', retryAfterSeconds: Number(row.retry_after_seconds) }
      if (row.outcome === 'key_reused') return { kind: 'key_reused' }
      return row.mail_to === null ? { kind: 'accepted' } : { kind: 'accepted', mailTo: row.mail_to }
    },
    async releaseDeferredMails(at, rateLimit, tokenHashes) {
      // Hex hashes joined by commas: a text parameter reads alike in every driver, an array may not.
      const rows = await query<{ email: string; token_index: number; consent: string; topic: string }>(
        `select * from public.release_deferred_newsletter_mails($1::timestamptz, $2::integer, $3::integer,
           string_to_array($4, ','), string_to_array($5, ','), $6::integer, $7::integer)`,
        [
          at.toISOString(),
          rateLimit.windowSeconds,
          rateLimit.globalMax,
          tokenHashes.map((pair) => pair.confirm).join(','),
          tokenHashes.map((pair) => pair.unsubscribe).join(','),
          confirmSeconds,
          mailIntervalSeconds,
        ],
      )
      return rows.map((row) => ({
        to: row.email,
        tokenIndex: Number(row.token_index) - 1,
        consent: row.consent,
        topic: row.topic,
      }))
    },
    async releaseMail(email, claimedAt) {
      await query('select public.release_newsletter_mail($1, $2::timestamptz)', [email, claimedAt.toISOString()])
    },
    async confirm(tokenHash, at) {
      return linkResult(
        await query<OutcomeRow<ConfirmOutcome>>('select * from public.confirm_newsletter($1, $2::timestamptz)', [
          tokenHash,
          at.toISOString(),
        ]),
      )
    },
    async unsubscribe(tokenHash, at) {
      return linkResult(
        await query<OutcomeRow<'unsubscribed' | 'invalid'>>(
          'select * from public.unsubscribe_newsletter($1, $2::timestamptz)',
          [tokenHash, at.toISOString()],
        ),
      )
    },
    async forget(at) {
      const [row] = await query<{ addresses_cleared: number; requests_deleted: number; subscribers_deleted: number }>(
        'select * from public.forget_newsletter_data($1::timestamptz, $2::integer, $3::integer)',
        [at.toISOString(), forgetting.addressSeconds, forgetting.keptDays],
      )
      return {
        addresses: Number(row.addresses_cleared),
        requests: Number(row.requests_deleted),
        subscribers: Number(row.subscribers_deleted),
      }
    },
  }
}
