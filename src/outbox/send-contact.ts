import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/functions-js'
import { type Functions, functionsClient } from './functions-client.ts'
import type { OutboxPayload, SendAnswer } from './outbox-entry.ts'
import { answerForStatus, parseRetryAfter } from './retry-policy.ts'

/** A request that hangs this long is treated like a lost network: the entry stays and is retried. */
export const sendTimeoutMs = 15_000

/** Posts one message to the send-contact-email function; the page and the worker both send through here. */
export async function sendContact(
  payload: OutboxPayload,
  idempotencyKey: string,
  functions?: Functions,
): Promise<SendAnswer> {
  try {
    const { error } = await (functions ?? (await functionsClient())).invoke('send-contact-email', {
      body: payload,
      headers: { 'Idempotency-Key': idempotencyKey },
      timeout: sendTimeoutMs,
    })
    return error ? answerForError(error, Date.now()) : { kind: 'delivered' }
  } catch (error) {
    // Only loading the client throws (invoke answers every failure as `error`): the page's chunk did not come.
    return answerForError(error, Date.now())
  }
}

/**
 * The client's errors in the retry policy's terms: an HTTP answer by its status and Retry-After;
 * anything else, FunctionsFetchError first (no network, or the timeout), is a network failure.
 */
export function answerForError(error: unknown, now: number): SendAnswer {
  if (error instanceof FunctionsHttpError || error instanceof FunctionsRelayError) {
    const { status, headers }: Response = error.context
    const retryAfter = headers.get('retry-after')
    // The relay could not reach the function, which never ran: a later attempt may, whatever the status.
    return error instanceof FunctionsRelayError
      ? { kind: 'retry', error: { kind: 'status', status }, retryAfterMs: parseRetryAfter(retryAfter, now) }
      : answerForStatus(status, retryAfter, now)
  }
  const cause = error instanceof FunctionsFetchError ? error.context : error
  return { kind: 'retry', error: { kind: 'network', detail: String(cause) } }
}
