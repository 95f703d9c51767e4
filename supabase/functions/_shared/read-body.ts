export const maxBodyBytes = 16 * 1024
/** Ample for 16 KB on a poor phone line; a caller dripping its body is not left holding the request open. */
export const bodyDeadlineMs = 10_000

export interface BodyLimits {
  maxBytes?: number
  /** From the first read to the last byte; the platform's own limit is minutes. */
  deadlineMs?: number
}

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'too_slow' | 'not_utf8' }

/**
 * The body as text, refusing it as soon as it passes `maxBytes` bytes: an honest Content-Length
 * is refused unread, a lying or absent one when the stream passes the limit; and refusing it when
 * all of it has not arrived within `deadlineMs`.
 */
export async function readBodyText(
  request: Request,
  { maxBytes = maxBodyBytes, deadlineMs = bodyDeadlineMs }: BodyLimits = {},
): Promise<BodyText> {
  if (Number(request.headers.get('content-length')) > maxBytes) return { ok: false, reason: 'too_large' }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs)
  })
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (true) {
      const chunk = await Promise.race([reader.read(), late])
      if (chunk === 'late') {
        // Not awaited: a stalled source must not hold the answer back either.
        reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'too_slow' }
      }
      if (chunk.done) break
      size += chunk.value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return { ok: false, reason: 'too_large' }
      }
      chunks.push(chunk.value)
    }
  } finally {
    clearTimeout(timer)
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
