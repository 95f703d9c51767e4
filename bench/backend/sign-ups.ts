import { englishReaderWords } from '../../supabase/functions/_shared/reader-words.ts'
import type { SqlQuery } from '../../supabase/functions/_shared/sql-query.ts'
import { createNewsletterHandler } from '../../supabase/functions/newsletter-subscribe/handler.ts'
import { createSqlNewsletterStore } from '../../supabase/functions/newsletter-subscribe/store.ts'
import { consentVersionAtBuild } from '../../tooling/content/consent-version.ts'
import { benchRuns } from './timing.ts'

/** Sign-ups per second newsletter-subscribe takes: each a new address, so each claims and composes its mail. */
export async function benchSignUps(database: string, query: SqlQuery, count: number): Promise<void> {
  let sent = 0
  const consent = 'Send me news of new books.'
  const handler = createNewsletterHandler({
    store: createSqlNewsletterStore(query),
    mailer: { send: async () => {} },
    clock: () => new Date(),
    settings: {
      allowedOrigins: '*',
      rateLimit: { max: count, windowSeconds: 600, globalMax: count * 4 },
      addressSalt: 'bench',
      words: { ...englishReaderWords, newsletter: { ...englishReaderWords.newsletter, consent } },
      siteUrl: 'https://author.example',
      functionsUrl: 'https://author.example/functions/v1',
    },
    clientAddress: (request) => request.headers.get('x-bench-client') ?? undefined,
  })
  async function sendOne() {
    const n = sent++
    const response = await handler(
      new Request('http://localhost/functions/v1/newsletter-subscribe', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
          'x-bench-client': `198.51.100.${n % 200}`,
        },
        body: JSON.stringify({
          email: `reader${n}@example.com`,
          consentVersion: consentVersionAtBuild(consent),
          website: '',
        }),
      }),
    )
    if (response.status !== 202) throw new Error(`sign-up ${n} answered ${response.status}: ${await response.text()}`)
  }
  await benchRuns(database, 'sign-ups', count, sendOne)
  const [row] = await query<{ count: number }>('select count(*)::int as count from public.newsletter_subscribers', [])
  console.log(`${database.padEnd(10)} subscribers stored: ${row.count} (expected ${sent})`)
}
