import { FunctionsFetchError, FunctionsHttpError } from '@supabase/functions-js'
import { type Functions, functionsClient } from '#src/outbox/functions-client.ts'
import { sendTimeoutMs } from '#src/outbox/send-entry.ts'

/** What a mail's link asks: confirm the sign-up, or stop the letters. */
export type LinkAction = 'confirm' | 'unsubscribe'

export type LinkOutcome =
  | 'confirmed'
  | 'already-confirmed'
  | 'unsubscribed'
  | 'expired'
  | 'invalid'
  /** No answer: no network, or the request timed out. */
  | 'offline'
  /** An answer the page has no words for (the server failing, a deploy under way). */
  | 'unavailable'

const answered = new Set<LinkOutcome>(['confirmed', 'already-confirmed', 'unsubscribed'])
const byStatus: Record<number, LinkOutcome> = { 404: 'invalid', 410: 'expired' }

/** Posts the link's token to newsletter-subscribe, the page's only way to act on it: a GET never does. */
export async function followLink(action: LinkAction, token: string, functions?: Functions): Promise<LinkOutcome> {
  try {
    const client = functions ?? (await functionsClient())
    const { data, error } = await client.invoke<{ status?: LinkOutcome }>(`newsletter-subscribe/${action}`, {
      body: { token },
      timeout: sendTimeoutMs,
    })
    if (error instanceof FunctionsHttpError) return byStatus[(error.context as Response).status] ?? 'unavailable'
    if (error) return error instanceof FunctionsFetchError ? 'offline' : 'unavailable'
    return data?.status && answered.has(data.status) ? data.status : 'unavailable'
  } catch {
    // Only loading the client throws: its chunk did not come, for want of a network.
    return 'offline'
  }
}
