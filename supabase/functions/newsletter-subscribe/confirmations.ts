import { describeError } from '../_shared/log.ts'
import type { ReaderWords } from '../_shared/reader-words.ts'
import type { EndpointDeps } from './deps.ts'
import { type AlertMailBook, composeConfirmationMail, type Recipient } from './mail.ts'
import { hashToken, newToken } from './tokens.ts'

/** A release alert's book, titled as the site names it; by its slug, should the site have dropped the book meanwhile. */
const alertBook = (topic: string, words: ReaderWords): AlertMailBook => ({
  slug: topic,
  title: words.newsletter.alerts?.books.find((book) => book.slug === topic)?.title ?? topic,
})

export interface Tokens {
  confirm: string
  unsubscribe: string
}

export const newTokens = (): Tokens => ({ confirm: newToken(), unsubscribe: newToken() })
export const hashesOf = async (tokens: Tokens) => ({
  confirm: await hashToken(tokens.confirm),
  unsubscribe: await hashToken(tokens.unsubscribe),
})

export interface Confirmations {
  /** Mails one confirmation; a failure gives the day's mail back, so a sign-up again may send it. */
  send(recipient: Recipient, tokens: Tokens, key: string, at: Date): Promise<boolean>
  /** Lets up to `most` waiting mails through, as the window allows, and sends them. */
  releaseWaiting(at: Date, most: number): Promise<{ released: number; sent: number }>
}

/** The confirmation mails, sent at once by a sign-up or after waiting, by a later sign-up or the sweep. */
export function createConfirmations({ store, mailer, settings, log }: EndpointDeps): Confirmations {
  async function send(recipient: Recipient, tokens: Tokens, key: string, at: Date) {
    const { to } = recipient
    try {
      await mailer.send(composeConfirmationMail(recipient, tokens, settings, key))
      return true
    } catch (cause) {
      log(
        `[newsletter-subscribe] a confirmation mail was not sent (${describeError(cause)}); a sign-up again may send it`,
      )
      await store
        .releaseMail(to, at)
        .catch((releaseCause: unknown) =>
          log(
            `[newsletter-subscribe] the day's mail could not be given back (${describeError(releaseCause)}); the address gets none before tomorrow`,
          ),
        )
      return false
    }
  }

  return {
    send,
    async releaseWaiting(at, most) {
      // Fresh links for each mail that may go: the database keeps only their hashes and says which took which.
      const offered = Array.from({ length: most }, newTokens)
      const released = await store.releaseDeferredMails(
        at,
        settings.rateLimit,
        await Promise.all(offered.map(hashesOf)),
      )
      const sent = await Promise.all(
        released.map(({ to, consent, tokenIndex, topic }) =>
          send(
            { to, consent, ...(topic !== '' && { book: alertBook(topic, settings.words) }) },
            offered[tokenIndex],
            `deferred/${crypto.randomUUID()}`,
            at,
          ),
        ),
      )
      return { released: released.length, sent: sent.filter(Boolean).length }
    },
  }
}
