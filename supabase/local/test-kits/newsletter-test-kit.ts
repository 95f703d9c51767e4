// What the newsletter handler's tests share, on either engine: a valid sign-up, a handler with a recording
// mailer and log, a clock the test moves and work after the answer it can wait for, requests, rows.

import { consentVersionAtBuild } from '../../../tooling/content/consent-version.ts'
import { englishReaderWords, type ReaderWords } from '../../functions/_shared/reader-words.ts'
import type { NewsletterHandlerDeps } from '../../functions/newsletter-subscribe/deps.ts'
import { createNewsletterHandler } from '../../functions/newsletter-subscribe/handler.ts'
import type { NewsletterMail } from '../../functions/newsletter-subscribe/mail.ts'
import type { NewsletterSettings } from '../../functions/newsletter-subscribe/settings.ts'
import { createSqlNewsletterStore } from '../../functions/newsletter-subscribe/store.ts'
import { queryOn } from '../server/pglite-store.ts'
import type { TestDatabase } from './every-database.ts'
import { type RequestOptions, testRequest } from './test-request.ts'

export const functionUrl = 'http://localhost/functions/v1/newsletter-subscribe'

/** A consent wording's version, as the build names it for the page. */
export const versionOf = consentVersionAtBuild

/** The site's words with `consent` as its form's consent line. */
export const wordsWithConsent = (consent: string): ReaderWords => ({
  ...englishReaderWords,
  newsletter: { ...englishReaderWords.newsletter, consent },
})

export function newsletterTestKit(database: () => TestDatabase) {
  /** The consent line the site's form shows, which the page names by its version. */
  const consent = 'Send me news of new books.'
  const valid = { email: 'ada@example.com', consentVersion: versionOf(consent), website: '' }

  const settings: NewsletterSettings = {
    allowedOrigins: '*',
    rateLimit: { max: 1000, windowSeconds: 600, globalMax: 1000 },
    addressSalt: 'test-salt',
    siteUrl: 'https://author.example',
    functionsUrl: 'https://project.supabase.example/functions/v1',
    words: wordsWithConsent(consent),
  }

  function backend(overrides: Partial<NewsletterHandlerDeps> = {}) {
    const mails: NewsletterMail[] = []
    const logs: string[] = []
    const pending: Promise<void>[] = []
    let now = new Date('2026-11-24T10:00:00Z')
    const handler = createNewsletterHandler({
      store: createSqlNewsletterStore(queryOn(database().db)),
      mailer: { send: async (mail) => void mails.push(mail) },
      clock: () => now,
      settings,
      clientAddress: () => '203.0.113.7',
      log: (line) => logs.push(line),
      waitUntil: (task) => void pending.push(task),
      ...overrides,
    })
    return {
      handler,
      mails,
      logs,
      /** The work handed over after the answers so far (mails, the audience, deferred mails and theirs), done. */
      async settled() {
        for (let count = -1; count !== pending.length; ) {
          count = pending.length
          await Promise.all(pending)
        }
      },
      now: () => now,
      advanceSeconds: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)),
    }
  }

  /**
   * `count` sign-ups stored as a flood's would have been, in one statement, where how they came is not the
   * subject: each for its own mailbox, from `networks` senders in turn (an IPv4 address each), a millisecond
   * apart from `at`, the first `mailed` of them mailed then, the rest waiting for room.
   */
  async function storeFlood({
    count,
    networks,
    mailed,
    at,
  }: {
    count: number
    networks: number
    mailed: number
    at: Date
  }) {
    await database().db.query(
      `insert into public.newsletter_subscribers (email, status, consent, subscribed_at, mailed_at, mail_deferred_at,
         deferred_consent, deferred_network_hash)
       select 'flood-' || n || '@example.com', 'pending', 'Flood', signed_up_at,
         case when n <= $3 then signed_up_at end, case when n > $3 then signed_up_at end,
         case when n > $3 then 'Flood' end, case when n > $3 then sender end
       from generate_series(1, $2::integer) n,
         lateral (select encode(sha256(('flood sender ' || n % $4)::bytea), 'hex') as sender,
                         $1::timestamptz + (n - 1) * interval '1 millisecond' as signed_up_at) flood`,
      [at.toISOString(), count, mailed, networks],
    )
  }

  const post = (body: unknown, { path = '', ...options }: RequestOptions & { path?: string } = {}) =>
    testRequest(`${functionUrl}${path}`, body, options)

  const confirm = (token: unknown) => post({ token }, { key: null, path: '/confirm' })
  const unsubscribe = (token: unknown) => post({ token }, { key: null, path: '/unsubscribe' })
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

  async function subscribers() {
    return (
      await database().db.query<Record<string, unknown>>(
        'select email, status, consent, subscribed_at, confirmed_at, unsubscribed_at from public.newsletter_subscribers order by email',
      )
    ).rows
  }

  /** Registers `wording` as a consent the site offered before (a deploy with it did); returns its version. */
  async function offered(wording: string) {
    const version = versionOf(wording)
    await createSqlNewsletterStore(queryOn(database().db)).consentWording(version, { version, wording }, new Date())
    return version
  }

  const emptyTables = () =>
    database().db.exec(
      `truncate public.newsletter_tokens, public.newsletter_requests, public.newsletter_subscribers,
         public.newsletter_consent_wordings cascade`,
    )

  return {
    consent,
    offered,
    valid,
    settings,
    backend,
    post,
    confirm,
    unsubscribe,
    tokenOf,
    subscribers,
    emptyTables,
    storeFlood,
  }
}
