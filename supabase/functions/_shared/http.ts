import type { AllowedOrigins } from './settings.ts'

export type ErrorCode =
  | 'origin_not_allowed'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'invalid_idempotency_key'
  | 'payload_too_large'
  | 'request_timeout'
  | 'invalid_json'
  | 'invalid_body'
  | 'invalid_fields'
  | 'idempotency_key_reused'
  | 'unknown_consent_version'
  | 'unknown_topic'
  | 'topic_published'
  | 'rate_limited'
  | 'internal_error'
  | 'not_found'
  | 'forbidden'
  | 'invalid'
  | 'expired'

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const response = new Response(JSON.stringify(body), { status, headers })
  response.headers.set('content-type', 'application/json; charset=utf-8')
  return response
}

export function failure(
  status: number,
  error: ErrorCode,
  message: string,
  extra: { headers?: HeadersInit; fields?: Record<string, string> } = {},
): Response {
  return json(status, { error, message, ...(extra.fields && { fields: extra.fields }) }, extra.headers)
}

// What supabase-js sends with every functions.invoke, plus our own key.
export const allowedRequestHeaders = 'authorization, x-client-info, apikey, content-type, idempotency-key'

/**
 * The CORS headers for a request's Origin, or null when that origin may not call us.
 * No Origin means no browser page is involved, so there is nothing for CORS to protect.
 */
export function corsHeadersFor(origin: string | null, allowed: AllowedOrigins): Headers | null {
  const headers = new Headers({ 'access-control-expose-headers': 'retry-after' })
  if (allowed === '*') headers.set('access-control-allow-origin', '*')
  else {
    headers.set('vary', 'origin')
    if (origin !== null && !allowed.includes(origin)) return null
    if (origin !== null) headers.set('access-control-allow-origin', origin)
  }
  return headers
}

export function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': allowedRequestHeaders,
      'access-control-max-age': '86400',
    },
  })
}

export function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0].trim().toLowerCase() === 'application/json'
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The request's Idempotency-Key in canonical (lowercase) form, or null when absent or not a UUID. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('idempotency-key')?.trim()
  return key && uuidShape.test(key) ? key.toLowerCase() : null
}
