import type { ContactMessage } from '../_shared/contact-schema.ts'
import { parseContactSubmission } from '../_shared/contact-server-schema.ts'
import { createAddressHasher } from './client-address.ts'
import { corsHeadersFor, failure, idempotencyKeyOf, isJsonContentType, json, preflight } from './http.ts'
import { composeNotification, type Mailer } from './notification.ts'
import { readBodyText } from './read-body.ts'
import type { ContactSettings } from './settings.ts'
import type { ContactStore } from './store.ts'

export interface ContactHandlerDeps {
  store: ContactStore
  mailer: Mailer
  clock: () => Date
  settings: ContactSettings
  /** The caller's network address as the platform saw it; never a header the caller could set freely. */
  clientAddress: (request: Request) => string | undefined
  logError?: (context: string, cause: unknown) => void
}

export type ContactHandler = (request: Request) => Promise<Response>

export function createContactHandler(deps: ContactHandlerDeps): ContactHandler {
  const { store, mailer, clock, settings, clientAddress } = deps
  const logError = deps.logError ?? ((context, cause) => console.error(`[send-contact-email] ${context}`, cause))
  const hashAddress = createAddressHasher(settings.addressSalt)

  async function notifyAuthor(id: string, idempotencyKey: string, message: ContactMessage) {
    // The message is safely stored by now: a failed mail is logged, not turned into an error
    // for the visitor. It stays unmarked, so a retry of the same request tries the mail again.
    try {
      await mailer.send(composeNotification(id, idempotencyKey, message))
      await store.markNotified(id, clock())
    } catch (cause) {
      logError(`notification for message ${id} failed`, cause)
    }
  }

  async function answer(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflight()
    if (request.method !== 'POST') {
      return failure(405, 'method_not_allowed', 'Send the message with POST.', { headers: { allow: 'POST, OPTIONS' } })
    }
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return failure(415, 'unsupported_media_type', 'Send the message as application/json.')
    }
    const idempotencyKey = idempotencyKeyOf(request)
    if (!idempotencyKey)
      return failure(400, 'invalid_idempotency_key', 'Send an Idempotency-Key header holding a UUID.')

    const body = await readBodyText(request)
    if (!body.ok) {
      return body.reason === 'too_large'
        ? failure(413, 'payload_too_large', 'The message is too large.')
        : failure(400, 'invalid_json', 'The body is not valid UTF-8 JSON.')
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(body.text)
    } catch {
      return failure(400, 'invalid_json', 'The body is not valid JSON.')
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return failure(400, 'invalid_body', 'The body must be a JSON object.')
    }
    const result = parseContactSubmission(parsed as Record<string, unknown>)
    if (!result.success) return failure(422, 'invalid_fields', 'Some fields are not valid.', { fields: result.fields })

    const { website, ...message } = result.submission
    // A filled honeypot is a bot: it gets a success it cannot tell apart, and nothing happens.
    if (website !== '') return json(200, { id: crypto.randomUUID() })

    const outcome = await store.submit({
      idempotencyKey,
      message,
      clientAddressHash: await hashAddress(clientAddress(request) ?? 'unknown'),
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
        if (outcome.needsNotification) await notifyAuthor(outcome.id, idempotencyKey, message)
        return json(200, { id: outcome.id })
    }
  }

  return async (request) => {
    const cors = corsHeadersFor(request.headers.get('origin'), settings.allowedOrigins)
    if (!cors) return failure(403, 'origin_not_allowed', 'This origin may not send messages.')
    let response: Response
    try {
      response = await answer(request)
    } catch (cause) {
      logError(`${request.method} failed`, cause)
      response = failure(500, 'internal_error', 'Something went wrong; please try again.')
    }
    for (const [name, value] of cors) response.headers.set(name, value)
    return response
  }
}
