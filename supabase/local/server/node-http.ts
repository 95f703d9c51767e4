import type { IncomingMessage, ServerResponse } from 'node:http'

/** A Node request as a fetch Request, its body streamed so the handler can stop reading early. */
export function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (name.startsWith(':') || !values) continue // HTTP/2 pseudo-headers
    for (const value of values) headers.append(name, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // The host is fixed: the handler never needs it, and a caller's Host header is not to be trusted.
  return new Request(new URL(req.url ?? '/', 'http://localhost'), {
    method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    duplex: 'half',
  } as RequestInit)
}

/**
 * Pulls chunks only as the handler reads. Unlike Readable.toWeb, cancelling just stops reading:
 * destroying the request would destroy the socket before the answer (a 413) is written.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Buffer> = req[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(new Uint8Array(next.value))
      },
    },
    { highWaterMark: 0 },
  )
}

export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  for (const [name, value] of response.headers) res.setHeader(name, value)
  // An unread rest of the body (a refused upload) must not be read just to keep the connection.
  if (!req.complete) res.setHeader('connection', 'close')
  res.end(Buffer.from(await response.arrayBuffer()))
}
