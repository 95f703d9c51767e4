import { failure } from './http.ts'
import { type BodyLimits, readBodyText } from './read-body.ts'

export type JsonObjectBody = { ok: true; body: Record<string, unknown> } | { ok: false; refusal: Response }

/** The answer to a body left unread: 413 past the size limit, 408 past the deadline. */
export function unreadBody(reason: 'too_large' | 'too_slow'): Response {
  return reason === 'too_large'
    ? failure(413, 'payload_too_large', 'The request is too large.')
    : failure(408, 'request_timeout', 'The request took too long to send its body.')
}

/** The body as a JSON object, or the answer refusing it: 413 past `maxBytes`, 408 past the deadline, 400 for anything else. */
export async function readJsonObject(request: Request, limits?: BodyLimits): Promise<JsonObjectBody> {
  const text = await readBodyText(request, limits)
  if (!text.ok) {
    return {
      ok: false,
      refusal:
        text.reason === 'not_utf8'
          ? failure(400, 'invalid_json', 'The body is not valid UTF-8 JSON.')
          : unreadBody(text.reason),
    }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text.text)
  } catch {
    return { ok: false, refusal: failure(400, 'invalid_json', 'The body is not valid JSON.') }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, refusal: failure(400, 'invalid_body', 'The body must be a JSON object.') }
  return { ok: true, body: parsed as Record<string, unknown> }
}
