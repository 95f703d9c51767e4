import { failure } from './http.ts'
import { maxBodyBytes, readBodyText } from './read-body.ts'

export type JsonObjectBody = { ok: true; body: Record<string, unknown> } | { ok: false; refusal: Response }

/** The body as a JSON object, or the answer refusing it: 413 past `limit` bytes, 400 for anything else. */
export async function readJsonObject(request: Request, limit = maxBodyBytes): Promise<JsonObjectBody> {
  const text = await readBodyText(request, limit)
  if (!text.ok) {
    return {
      ok: false,
      refusal:
        text.reason === 'too_large'
          ? failure(413, 'payload_too_large', 'The request is too large.')
          : failure(400, 'invalid_json', 'The body is not valid UTF-8 JSON.'),
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
