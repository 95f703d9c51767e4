import { corsHeadersFor, failure, preflight } from '../_shared/http.ts'
import { consoleLog, describeError } from '../_shared/log.ts'
import type { NewsletterHandlerDeps } from './deps.ts'
import { answerConfirm, answerUnsubscribe } from './link-endpoints.ts'
import { createSubscribe } from './subscribe.ts'

const lastSegment = (request: Request) => new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop()

export function createNewsletterHandler(deps: NewsletterHandlerDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? consoleLog
  const endpointDeps = { ...deps, log, waitUntil: deps.waitUntil ?? (() => {}) }
  const subscribe = createSubscribe(endpointDeps)

  async function answer(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflight()
    if (request.method !== 'POST')
      return failure(405, 'method_not_allowed', 'Send it with POST.', { headers: { allow: 'POST, OPTIONS' } })
    switch (lastSegment(request)) {
      case 'confirm':
        return answerConfirm(request, endpointDeps)
      case 'unsubscribe':
        return answerUnsubscribe(request, endpointDeps)
      default:
        return subscribe(request)
    }
  }

  return async (request) => {
    const cors = corsHeadersFor(request.headers.get('origin'), deps.settings.allowedOrigins)
    if (!cors) return failure(403, 'origin_not_allowed', 'This origin may not sign up.')
    let response: Response
    try {
      response = await answer(request)
    } catch (cause) {
      log(`[newsletter-subscribe] ${request.method} failed: ${describeError(cause)}`)
      response = failure(500, 'internal_error', 'Something went wrong; please try again.')
    }
    for (const [name, value] of cors) response.headers.set(name, value)
    return response
  }
}
