import { corsHeadersFor, failure, preflight } from '../_shared/http.ts'
import { consoleLog, describeError } from '../_shared/log.ts'
import { answerSweep } from '../_shared/sweep-endpoint.ts'
import { createConfirmations } from './confirmations.ts'
import type { NewsletterHandlerDeps } from './deps.ts'
import { answerConfirm, answerUnsubscribe, answerUnsubscribePage } from './link-endpoints.ts'
import { createSubscribe } from './subscribe.ts'
import { type NewsletterSweepReport, sweepDeferredMails } from './sweep.ts'

const lastSegment = (request: Request) => new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop()

export interface NewsletterHandler {
  (request: Request): Promise<Response>
  /** Sends the confirmation mails that waited, as the window allows; what the scheduler's sweep runs. */
  sweep(): Promise<NewsletterSweepReport>
}

export function createNewsletterHandler(deps: NewsletterHandlerDeps): NewsletterHandler {
  const log = deps.log ?? consoleLog
  const endpointDeps = { ...deps, log, waitUntil: deps.waitUntil ?? (() => {}) }
  const confirmations = createConfirmations(endpointDeps)
  const subscribe = createSubscribe(endpointDeps, confirmations)
  const runSweep = () => sweepDeferredMails(confirmations, deps.clock)

  async function answer(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflight()
    if ((request.method === 'GET' || request.method === 'HEAD') && lastSegment(request) === 'unsubscribe')
      return answerUnsubscribePage(request, endpointDeps)
    if (request.method !== 'POST')
      return failure(405, 'method_not_allowed', 'Send it with POST.', { headers: { allow: 'POST, OPTIONS' } })
    switch (lastSegment(request)) {
      case 'confirm':
        return answerConfirm(request, endpointDeps)
      case 'unsubscribe':
        return answerUnsubscribe(request, endpointDeps)
      case 'sweep':
        return answerSweep(request, deps.settings.sweepSecret, runSweep)
      default:
        return subscribe(request)
    }
  }

  const handler = async (request: Request) => {
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
  return Object.assign(handler, { sweep: runSweep })
}
