export const maxBodyBytes = 16 * 1024

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'not_utf8' }

/**
 * The body as text, refusing it as soon as it passes `limit` bytes: an honest Content-Length
 * is refused unread, a lying or absent one when the stream passes the limit.
 */
export async function readBodyText(request: Request, limit = maxBodyBytes): Promise<BodyText> {
  if (Number(request.headers.get('content-length')) > limit) return { ok: false, reason: 'too_large' }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { ok: false, reason: 'too_large' }
    }
    chunks.push(chunk.value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, reason: 'not_utf8' }
  }
}
