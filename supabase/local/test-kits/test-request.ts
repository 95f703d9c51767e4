import { randomUUID } from 'node:crypto'

export interface RequestOptions {
  /** null sends none; by default a fresh one. */
  key?: string | null
  method?: string
  /** null sends none. */
  contentType?: string | null
  headers?: Record<string, string>
}

// Strings, bytes and streams go as they are, so tests can send what JSON.stringify never makes.
const encode = (body: unknown): BodyInit =>
  typeof body === 'string' || body instanceof ReadableStream
    ? body
    : body instanceof Uint8Array
      ? new Uint8Array(body)
      : JSON.stringify(body)

/** A request to a function as a page sends it: `body` as JSON under an Idempotency-Key, unless told otherwise. */
export function testRequest(
  url: string,
  body: unknown,
  { key = randomUUID(), method = 'POST', contentType = 'application/json', headers = {} }: RequestOptions = {},
) {
  const allHeaders = new Headers(headers)
  if (key !== null) allHeaders.set('idempotency-key', key)
  if (contentType !== null) allHeaders.set('content-type', contentType)
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // A stream needs `duplex`, which Node's RequestInit type does not name yet.
  const init = { method, headers: allHeaders, body: hasBody ? encode(body) : undefined, duplex: 'half' }
  return new Request(url, init as RequestInit)
}

/**
 * `body` as a slow or hostile client sends it: one byte every `everyMs`. `cancelled` says whether
 * the reader gave up on it, `sent` how many bytes went.
 */
export function drippingBody(body: unknown, everyMs: number) {
  const bytes = new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body))
  let sent = 0
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, everyMs))
        if (sent === bytes.byteLength) return controller.close()
        controller.enqueue(bytes.slice(sent, sent + 1))
        sent += 1
      },
      cancel() {
        cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, sent: () => sent, cancelled: () => cancelled }
}
