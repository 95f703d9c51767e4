import * as v from 'valibot'
import { consentRule } from './newsletter-server-schema.ts'
import { topicShape } from './topic-shape.ts'

/**
 * A book a reader may ask to hear of (decision 0075): one of the site's books with a release day, as the deploy
 * tells the newsletter function (SITE_WORDS.newsletter.alerts). The page names it by its slug, the sign-up's topic.
 */
export interface AlertBook {
  slug: string
  title: string
  /** Its release day, "2027-05-20". */
  released: string
}

/** What the deploy gives the function: the alert's consent line and the books with a release day. */
export const releaseAlertsRule = v.strictObject({
  consent: consentRule,
  books: v.array(
    v.strictObject({
      slug: v.pipe(v.string(), v.regex(topicShape)),
      title: v.pipe(v.string(), v.trim(), v.minLength(1)),
      released: v.pipe(v.string(), v.isoDate()),
    }),
  ),
})

export type ReleaseAlerts = v.InferOutput<typeof releaseAlertsRule>

/**
 * Whether the day has not begun everywhere yet. A book is out from the reader's own midnight (decision 0060) and
 * the server knows no reader's zone: it takes alerts until the last zone (UTC−12) reaches the day, so no reader
 * whose page still offers the alert is refused.
 */
export const comesOutAfter = (released: string, now: Date) => now.getTime() < Date.parse(`${released}T12:00:00Z`)

export type AlertTopic =
  | { kind: 'forthcoming'; book: AlertBook }
  /** A book out everywhere: nothing to wait for. */
  | { kind: 'published'; book: AlertBook }
  /** No book of the site's with a release day has this slug. */
  | { kind: 'unknown' }

/** What a sign-up's topic names, by the site's own books and the server's clock: never by anything the page says of it. */
export function alertTopic(topic: string, books: readonly AlertBook[], now: Date): AlertTopic {
  const book = books.find((candidate) => candidate.slug === topic)
  if (!book) return { kind: 'unknown' }
  return comesOutAfter(book.released, now) ? { kind: 'forthcoming', book } : { kind: 'published', book }
}
