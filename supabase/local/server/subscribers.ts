import type { PGlite } from '@electric-sql/pglite'

export interface Subscriber {
  email: string
  /** What the address signed up for: 'newsletter', or the slug of a book's release alert (decision 0075). */
  topic: string
  status: 'pending' | 'confirmed' | 'unsubscribed'
  consent: string
  subscribedAt: string
  confirmedAt: string | null
}

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

/** Everyone who signed up, oldest first, for `npm run subscribers` and the browser tests. */
export async function listSubscribers(db: PGlite): Promise<Subscriber[]> {
  const { rows } = await db.query<Subscriber>(
    `select email, case when topic = '' then 'newsletter' else topic end as topic, status, consent, ${utc('subscribed_at')} as "subscribedAt", ${utc('confirmed_at')} as "confirmedAt"
     from public.newsletter_subscribers order by subscribed_at, email, topic`,
  )
  return rows
}
