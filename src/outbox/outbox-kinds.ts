import type { OutboxKind } from './outbox-entry.ts'

/**
 * Which function takes each kind of entry; its payload's type (src/outbox/outbox-entry.ts) is that
 * function's schema's. A new kind is a row here and a type there: the queue, lock and sync stay one.
 */
export const functionFor: Record<OutboxKind, string> = {
  contact: 'send-contact-email',
  newsletter: 'newsletter-subscribe',
}
