import type { PGlite } from '@electric-sql/pglite'
import { confirmSeconds } from '../../functions/newsletter-subscribe/timing.ts'

/**
 * For the browser tests: an address's unused confirmation links made as old as if their mail had gone
 * out a link's lifetime earlier, so a test can follow an expired link without waiting a week. Whether
 * a link has expired is still the function's to decide. Answers how many links it aged.
 */
export async function ageConfirmLinks(db: PGlite, email: string): Promise<number> {
  const { affectedRows } = await db.query(
    `update public.newsletter_tokens as token
     set created_at = token.created_at - make_interval(secs => $2), expires_at = token.expires_at - make_interval(secs => $2)
     from public.newsletter_subscribers as reader
     where token.subscriber_id = reader.id and reader.email = $1 and token.purpose = 'confirm' and token.used_at is null`,
    [email, confirmSeconds],
  )
  return affectedRows ?? 0
}
