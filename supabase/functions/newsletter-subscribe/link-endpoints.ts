import { failure, isJsonContentType, json } from '../_shared/http.ts'
import { readJsonObject, unreadBody } from '../_shared/json-body.ts'
import { describeError } from '../_shared/log.ts'
import { readBodyText } from '../_shared/read-body.ts'
import { topicShape } from '../_shared/topic-shape.ts'
import type { EndpointDeps } from './deps.ts'
import { linkPageUrl } from './mail.ts'
import { hashToken, isToken } from './tokens.ts'

const maxLinkBytes = 1024
const bodyLimits = (deps: EndpointDeps) => ({ maxBytes: maxLinkBytes, deadlineMs: deps.bodyDeadlineMs })
const notValid = () => failure(404, 'invalid', 'This link is not valid.')

/** `…/confirm`: the page posts the token from the mail's link; a GET never reaches here. */
export async function answerConfirm(request: Request, deps: EndpointDeps): Promise<Response> {
  if (!isJsonContentType(request.headers.get('content-type')))
    return failure(415, 'unsupported_media_type', 'Send the token as application/json.')
  const body = await readJsonObject(request, bodyLimits(deps))
  if (!body.ok) return body.refusal
  if (!isToken(body.body.token)) return notValid()
  const { outcome, listed } = await deps.store.confirm(await hashToken(body.body.token), deps.clock())
  if (listed && deps.audience) deps.waitUntil(syncAudience(deps, deps.audience.add(listed)))
  switch (outcome) {
    case 'confirmed':
    case 'already-confirmed':
      return json(200, { status: outcome })
    case 'expired':
      return failure(410, 'expired', 'This link has expired; sign up again for a new one.')
    case 'invalid':
      return notValid()
  }
}

/**
 * `…/unsubscribe`: a mail program's one-click POST (RFC 8058: the token in the address, the form
 * body `List-Unsubscribe=One-Click`, URL-encoded or multipart) or the site's page (JSON `{ token }`).
 */
export async function answerUnsubscribe(request: Request, deps: EndpointDeps): Promise<Response> {
  const token = await tokenOfUnsubscribe(request, deps)
  if (token instanceof Response) return token
  if (!isToken(token)) return notValid()
  const { outcome, listed } = await deps.store.unsubscribe(await hashToken(token), deps.clock())
  if (listed && deps.audience) deps.waitUntil(syncAudience(deps, deps.audience.remove(listed)))
  return outcome === 'unsubscribed' ? json(200, { status: 'unsubscribed' }) : notValid()
}

/**
 * `GET …/unsubscribe`: the mail's List-Unsubscribe address opened in a browser. It answers with the site's
 * unsubscribe page (for a release alert's book, which it names), which asks before it posts, so a scanner
 * following the address unsubscribes no one.
 */
export function answerUnsubscribePage(request: Request, { settings }: EndpointDeps): Response {
  const search = new URL(request.url).searchParams
  const token = search.get('token')
  const book = search.get('book')
  const page = linkPageUrl(
    settings.siteUrl,
    'unsubscribe',
    isToken(token) ? token : undefined,
    book !== null && topicShape.test(book) ? book : undefined,
  )
  // The token leaves the function's address at once: no cache keeps it, no Referer carries it on.
  return new Response(null, {
    status: 303,
    headers: { location: page, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  })
}

// Mail programs send RFC 8058's one-click POST as either kind of form (the RFC's own example is multipart).
const oneClickFormTypes = ['application/x-www-form-urlencoded', 'multipart/form-data']

async function tokenOfUnsubscribe(request: Request, deps: EndpointDeps): Promise<unknown> {
  const type = request.headers.get('content-type')
  if (isJsonContentType(type)) {
    const body = await readJsonObject(request, bodyLimits(deps))
    return body.ok ? body.body.token : body.refusal
  }
  if (!type || !oneClickFormTypes.includes(type.split(';')[0].trim().toLowerCase()))
    return failure(415, 'unsupported_media_type', 'Send List-Unsubscribe=One-Click as a form, or the token as JSON.')
  const text = await readBodyText(request, bodyLimits(deps))
  if (!text.ok)
    return text.reason === 'not_utf8'
      ? failure(400, 'invalid_body', 'Send List-Unsubscribe=One-Click.')
      : unreadBody(text.reason)
  // The platform's form parser reads both kinds, from the text already bounded above.
  const form = await new Response(text.text, { headers: { 'content-type': type } }).formData().catch(() => undefined)
  if (form?.get('List-Unsubscribe') !== 'One-Click')
    return failure(400, 'invalid_body', 'Send List-Unsubscribe=One-Click.')
  return new URL(request.url).searchParams.get('token')
}

async function syncAudience(deps: EndpointDeps, change: Promise<void>) {
  try {
    await change
  } catch (cause) {
    deps.log(`[newsletter-subscribe] the Resend audience was not updated (${describeError(cause)})`)
  }
}
