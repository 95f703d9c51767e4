import { anonKey, backendUrl } from './backend-config.ts'
import type { OutboxPayload, SendAnswer } from './outbox-entry.ts'
import { answerForStatus } from './retry-policy.ts'

/** A request that hangs this long is treated like a lost network: the entry stays and is retried. */
export const sendTimeoutMs = 15_000

/**
 * Posts one message to the send-contact-email function with the headers supabase-js would send.
 * Plain fetch, so the page and the service worker share it (see docs/decisions/0004).
 */
export async function sendContact(
  payload: OutboxPayload,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SendAnswer> {
  try {
    const response = await fetchImpl(`${backendUrl()}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${anonKey()}`,
        apikey: anonKey(),
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(sendTimeoutMs),
    })
    return answerForStatus(response.status, response.headers.get('retry-after'), Date.now())
  } catch (error) {
    return { kind: 'retry', error: { kind: 'network', detail: String(error) } }
  }
}
