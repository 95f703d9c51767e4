import type { IncomingMessage } from 'node:http'

/**
 * Whether a web page sent the request: browsers add Origin to cross-origin and to non-GET
 * requests, and Sec-Fetch-Site to every request. `npm run inbox` sends neither; a page on any
 * other localhost port must never read the inbox, whatever CORS the dev server allows.
 */
export function sentByWebPage(req: Pick<IncomingMessage, 'headers'>): boolean {
  const site = req.headers['sec-fetch-site']
  return req.headers.origin !== undefined || (site !== undefined && site !== 'none' && site !== 'same-origin')
}
