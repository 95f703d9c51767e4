import { randomUUID } from 'node:crypto'

export interface RequestOptions {
  /** null sends none; by default a fresh one. */
  key?: string | null
  method?: string
  /** null sends none. */
  contentType?: string | null
  headers?: Record<string, string>
}

// Strings and bytes go as they are, so tests can send what JSON.stringify never makes.
const encode = (body: unknown): BodyInit =>
  typeof body === 'string' ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body)

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
  return new Request(url, { method, headers: allHeaders, body: hasBody ? encode(body) : undefined })
}
