import type { OutboxEvent } from '#src/outbox/outbox-events.ts'

/**
 * What a tab says about a contact message that had been waiting, whoever delivered it (any tab or the
 * worker). A first attempt is announced by the form that submitted it, and nowhere else.
 */
export function noticeFor(event: OutboxEvent): 'sent' | 'failed' | 'unconnected' | undefined {
  if (event.kind !== 'contact') return undefined
  if (event.type === 'expired') return 'failed'
  if (event.attempts === 0) return undefined
  if (event.type === 'sent') return 'sent'
  if (event.type === 'rejected') return 'failed'
  if (event.type === 'unconnected') return 'unconnected'
  return undefined
}
