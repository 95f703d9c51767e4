import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendWebResponse, toWebRequest } from './node-http.ts'

/**
 * Answers Node requests with a fetch handler, and tells the handler each request's client: the
 * socket's peer, not X-Forwarded-For, as no proxy stands in front of the local server.
 */
export function createNodeServing() {
  const peers = new WeakMap<Request, string>()
  return {
    clientAddress: (request: Request) => peers.get(request),
    async serve(handler: (request: Request) => Promise<Response>, req: IncomingMessage, res: ServerResponse) {
      const request = toWebRequest(req)
      if (req.socket.remoteAddress) peers.set(request, req.socket.remoteAddress)
      await sendWebResponse(req, res, await handler(request))
    },
  }
}
