import { createRateLimitHasher } from '../_shared/client-address.ts'
import { contactSubmissionParser } from '../_shared/contact-server-schema.ts'
import { corsHeadersFor, failure, idempotencyKeyOf, isJsonContentType, json, preflight } from '../_shared/http.ts'
import { readJsonObject } from '../_shared/json-body.ts'
import { consoleLog, describeError, type Log } from '../_shared/log.ts'
import { answerSweep, isSweepRequest } from '../_shared/sweep-endpoint.ts'
import type { Mailer } from './notification.ts'
import { createNotifier } from './notifier.ts'
import type { ContactSettings } from './settings.ts'
import type { ContactStore } from './store.ts'
import { sweep } from './sweep.ts'

export interface ContactHandlerDeps {
  store: ContactStore
  mailer: Mailer
  clock: () => Date
  settings: ContactSettings
  /** The caller's network address as the platform saw it; never a header the caller could set freely. */
  clientAddress: (request: Request) => string | undefined
  log?: Log
  /** How long a caller may take to send its body; read-body.ts's deadline unless set (tests set less). */
  bodyDeadlineMs?: number
}

export interface ContactHandler {
  (request: Request): Promise<Response>
  /** One round of upkeep (due notifications, forgetting); what the scheduler's sweep runs. */
  sweep(): ReturnType<typeof sweep>
}

export function createContactHandler(deps: ContactHandlerDeps): ContactHandler {
  const { store, mailer, clock, settings, clientAddress } = deps
  const log = deps.log ?? consoleLog
  const rateLimitHash = createRateLimitHasher({
    salt: settings.addressSalt,
    clientAddress,
    log,
    name: 'send-contact-email',
  })
  const notifier = createNotifier({ store, mailer, clock, log })
  const runSweep = () => sweep({ store, notifier, mailer, clock, settings, log })
  const parseSubmission = contactSubmissionParser(settings.words)

  async function answer(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflight()
    if (isSweepRequest(request)) return answerSweep(request, settings.sweepSecret, runSweep)
    if (request.method !== 'POST') {
      return failure(405, 'method_not_allowed', 'Send the message with POST.', { headers: { allow: 'POST, OPTIONS' } })
    }
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return failure(415, 'unsupported_media_type', 'Send the message as application/json.')
    }
    const idempotencyKey = idempotencyKeyOf(request)
    if (!idempotencyKey)
      return failure(400, 'invalid_idempotency_key', 'Send an Idempotency-Key header holding a UUID.')

    const body = await readJsonObject(request, { deadlineMs: deps.bodyDeadlineMs })
    if (!body.ok) return body.refusal
    const result = parseSubmission(body.body)
    if (!result.success) return failure(422, 'invalid_fields', 'Some fields are not valid.', { fields: result.fields })

    const { website, ...message } = result.submission
    // A filled honeypot is a bot: it gets a success it cannot tell apart, and nothing happens.
    if (website !== '') return json(200, { id: crypto.randomUUID() })

    const outcome = await store.submit({
      idempotencyKey,
      message,
      clientAddressHashes: await rateLimitHash(request),
      receivedAt: clock(),
      rateLimit: settings.rateLimit,
    })
    switch (outcome.kind) {
      case 'rate_limited':
        return failure(429, 'rate_limited', 'Too many messages; please try again later.', {
          headers: { 'retry-after': String(outcome.retryAfterSeconds) },
        })
      case 'key_reused':
        return failure(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different message.')
      case 'stored':
      case 'duplicate':
        // The message is stored by now: a failed mail is the sweep's to retry, never the visitor's error.
        if (outcome.claimed) await notifier.deliver({ id: outcome.id, idempotencyKey, message })
        return json(200, { id: outcome.id })
    }
  }

  const handler = async (request: Request) => {
    const cors = corsHeadersFor(request.headers.get('origin'), settings.allowedOrigins)
    if (!cors) return failure(403, 'origin_not_allowed', 'This origin may not send messages.')
    let response: Response
    try {
      response = await answer(request)
    } catch (cause) {
      log(`[send-contact-email] ${request.method} failed: ${describeError(cause)}`)
      response = failure(500, 'internal_error', 'Something went wrong; please try again.')
    }
    for (const [name, value] of cors) response.headers.set(name, value)
    return response
  }
  return Object.assign(handler, { sweep: runSweep })
}
