import { createRateLimitHasher } from '../_shared/client-address.ts'
import { failure, idempotencyKeyOf, isJsonContentType, json } from '../_shared/http.ts'
import { readJsonObject } from '../_shared/json-body.ts'
import { describeError } from '../_shared/log.ts'
import { newsletterSubmissionParser } from '../_shared/newsletter-server-schema.ts'
import type { EndpointDeps } from './deps.ts'
import { composeConfirmationMail } from './mail.ts'
import { hashToken, newToken } from './tokens.ts'

// Far above an address and a consent line; anything bigger is not a sign-up.
const maxSignUpBytes = 4 * 1024

// Deferred confirmation mails each sign-up may let through when the window has room (decision 0026).
const deferredMailsPerSignUp = 5

const newTokens = () => ({ confirm: newToken(), unsubscribe: newToken() })
const hashesOf = async (tokens: { confirm: string; unsubscribe: string }) => ({
  confirm: await hashToken(tokens.confirm),
  unsubscribe: await hashToken(tokens.unsubscribe),
})

/** The one answer every accepted sign-up gets, whoever the address belongs to. */
const checkYourInbox = () => json(202, { status: 'check-your-inbox' })

export function createSubscribe(deps: EndpointDeps): (request: Request) => Promise<Response> {
  const { store, mailer, clock, settings, log, waitUntil } = deps
  const parseSignUp = newsletterSubmissionParser(settings.words)
  const rateLimitHash = createRateLimitHasher({
    salt: settings.addressSalt,
    clientAddress: deps.clientAddress,
    log,
    name: 'newsletter-subscribe',
  })

  async function sendConfirmation(to: string, tokens: { confirm: string; unsubscribe: string }, key: string, at: Date) {
    try {
      await mailer.send(composeConfirmationMail(to, tokens, settings, key))
    } catch (cause) {
      log(
        `[newsletter-subscribe] a confirmation mail was not sent (${describeError(cause)}); a sign-up again may send it`,
      )
      await store
        .releaseMail(to, at)
        .catch((releaseCause: unknown) =>
          log(
            `[newsletter-subscribe] the day's mail could not be given back (${describeError(releaseCause)}); the address gets none before tomorrow`,
          ),
        )
    }
  }

  /** Mails that waited for room, let through now that the window has some; a failure waits for the next sign-up. */
  async function releaseDeferredMails(at: Date) {
    const offered = Array.from({ length: deferredMailsPerSignUp }, newTokens)
    try {
      const released = await store.releaseDeferredMails(
        at,
        settings.rateLimit,
        await Promise.all(offered.map(hashesOf)),
      )
      for (const { to, tokenIndex } of released)
        waitUntil(sendConfirmation(to, offered[tokenIndex], `deferred/${crypto.randomUUID()}`, at))
    } catch (cause) {
      log(
        `[newsletter-subscribe] deferred confirmation mails were not let through (${describeError(cause)}); the next sign-up tries`,
      )
    }
  }

  return async (request) => {
    if (!isJsonContentType(request.headers.get('content-type')))
      return failure(415, 'unsupported_media_type', 'Send the sign-up as application/json.')
    const idempotencyKey = idempotencyKeyOf(request)
    if (!idempotencyKey)
      return failure(400, 'invalid_idempotency_key', 'Send an Idempotency-Key header holding a UUID.')
    const body = await readJsonObject(request, { maxBytes: maxSignUpBytes, deadlineMs: deps.bodyDeadlineMs })
    if (!body.ok) return body.refusal
    const result = parseSignUp(body.body)
    if (!result.success) return failure(422, 'invalid', 'Some fields are not valid.', { fields: result.fields })

    // The same work for every accepted request, a bot's too: tokens made, the sign-up, then (after the answer) any deferred mails let through.
    const { email, consent, website } = result.submission
    const tokens = newTokens()
    const receivedAt = clock()
    const outcome = await store.subscribe({
      idempotencyKey,
      email,
      consent,
      honeypot: website !== '',
      clientAddressHash: (await rateLimitHash(request)).address,
      receivedAt,
      rateLimit: settings.rateLimit,
      tokenHashes: await hashesOf(tokens),
    })
    if (outcome.kind === 'rate_limited')
      return failure(429, 'rate_limited', 'Too many sign-ups; please try again later.', {
        headers: { 'retry-after': String(outcome.retryAfterSeconds) },
      })
    if (outcome.mailTo) waitUntil(sendConfirmation(outcome.mailTo, tokens, idempotencyKey, receivedAt))
    // After the answer, like the mails: the reader waits for no second round trip to the database.
    waitUntil(releaseDeferredMails(receivedAt))
    return checkYourInbox()
  }
}
