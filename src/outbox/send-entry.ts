import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/functions-js'
import { backendIsOwnOrigin } from './backend-config.ts'
import { type Functions, functionsClient } from './functions-client.ts'
import type { ContactEntry, NewsletterEntry, SendAnswer } from './outbox-entry.ts'
import { functionFor } from './outbox-kinds.ts'
import { answerForStatus, isUnconnectedAnswer, parseRetryAfter } from './retry-policy.ts'

/** A request that hangs this long is treated like a lost network: the entry stays and is retried. */
export const sendTimeoutMs = 15_000

/** The part of an entry a send needs. */
export type Sendable = Pick<ContactEntry, 'id' | 'kind' | 'payload'> | Pick<NewsletterEntry, 'id' | 'kind' | 'payload'>

/**
 * Posts one entry to the function that takes its kind; the page and the worker both send through here.
 * `ownOrigin`: no backend is configured, so an answer that is not a function's means there is none.
 */
export async function sendEntry(
  entry: Sendable,
  functions?: Functions,
  ownOrigin = backendIsOwnOrigin(),
): Promise<SendAnswer> {
  try {
    const { error, response } = await (functions ?? (await functionsClient())).invoke(functionFor[entry.kind], {
      body: entry.payload,
      headers: { 'Idempotency-Key': entry.id },
      timeout: sendTimeoutMs,
    })
    if (ownOrigin && response && isUnconnectedAnswer(response.status, response.headers.get('content-type')))
      return { kind: 'unconnected', status: response.status }
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
