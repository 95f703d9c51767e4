import { createRateLimitHasher } from '../_shared/client-address.ts'
import { failure, idempotencyKeyOf, isJsonContentType, json } from '../_shared/http.ts'
import { readJsonObject } from '../_shared/json-body.ts'
import { createKeyedHasher } from '../_shared/keyed-hash.ts'
import { describeError } from '../_shared/log.ts'
import { newsletterSubmissionParser } from '../_shared/newsletter-server-schema.ts'
import { type AlertBook, alertTopic } from '../_shared/release-alerts.ts'
import { type Confirmations, hashesOf, newTokens } from './confirmations.ts'
import { createConsentWordings } from './consent-wordings.ts'
import type { EndpointDeps } from './deps.ts'

// Far above an address and a consent line; anything bigger is not a sign-up.
const maxSignUpBytes = 4 * 1024

// Deferred confirmation mails each sign-up may let through when the window has room, between sweeps (decision 0026).
const deferredMailsPerSignUp = 5

/** The one answer every accepted sign-up gets, whoever the address belongs to. */
const checkYourInbox = () => json(202, { status: 'check-your-inbox' })

export function createSubscribe(
  deps: EndpointDeps,
  confirmations: Confirmations,
): (request: Request) => Promise<Response> {
  const { store, clock, settings, log, waitUntil } = deps
  const parseSignUp = newsletterSubmissionParser(settings.words)
  const rateLimitHash = createRateLimitHasher({
    salt: settings.addressSalt,
    clientAddress: deps.clientAddress,
    log,
    name: 'newsletter-subscribe',
  })
  const hashBody = createKeyedHasher(settings.addressSalt)
  const consentWordingOf = createConsentWordings(store, settings.words.newsletter.consent)
  const alerts = settings.words.newsletter.alerts
  const alertConsentWordingOf = createConsentWordings(store, alerts?.consent, 'alert')

  /** Mails that waited for room, let through now that the window has some; a failure leaves them to the sweep. */
  async function releaseDeferredMails(at: Date) {
    try {
      await confirmations.releaseWaiting(at, deferredMailsPerSignUp)
    } catch (cause) {
      log(
        `[newsletter-subscribe] deferred confirmation mails were not let through (${describeError(cause)}); the sweep tries`,
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

    // The same work for every accepted request, a bot's too: the wording found, tokens made, the sign-up, then
    // (after the answer) any deferred mails let through.
    const { email, website, topic, consentVersion } = result.submission
    const receivedAt = clock()
    // A release alert is for a book the site has still to come, by the server's clock (decision 0075).
    let book: AlertBook | undefined
    if (topic !== undefined) {
      const named = alertTopic(topic, alerts?.books ?? [], receivedAt)
      if (named.kind === 'unknown')
        return failure(422, 'unknown_topic', 'This site takes no release alerts for that book.')
      if (named.kind === 'published')
        return failure(422, 'topic_published', 'That book is out already: there is no release to wait for.')
      book = named.book
    }
    // Only words the site offered, for this kind of sign-up, are stored as what a reader agreed to.
    const consent = await (book ? alertConsentWordingOf : consentWordingOf)(consentVersion, receivedAt)
    if (consent === undefined)
      return failure(
        422,
        'unknown_consent_version',
        'This consent wording is not one this site offers; reload the page and sign up again.',
      )
    const tokens = newTokens()
    const outcome = await store.subscribe({
      idempotencyKey,
      bodyHash: await hashBody(JSON.stringify([email, consent, website, topic ?? ''])),
      email,
      topic: topic ?? '',
      consent,
      honeypot: website !== '',
      clientAddressHashes: await rateLimitHash(request),
      receivedAt,
      rateLimit: settings.rateLimit,
      tokenHashes: await hashesOf(tokens),
    })
    if (outcome.kind === 'rate_limited')
      return failure(429, 'rate_limited', 'Too many sign-ups; please try again later.', {
        headers: { 'retry-after': String(outcome.retryAfterSeconds) },
      })
    if (outcome.kind === 'key_reused')
      return failure(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different sign-up.')
    if (outcome.mailTo)
      waitUntil(
        confirmations
          .send({ to: outcome.mailTo, consent, ...(book && { book }) }, tokens, idempotencyKey, receivedAt)
          .then(() => {}),
      )
    // After the answer, like the mails: the reader waits for no second round trip to the database.
    waitUntil(releaseDeferredMails(receivedAt))
    return checkYourInbox()
  }
}
