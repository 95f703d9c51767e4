import { contactOutbox } from '#src/outbox/contact-outbox.ts'
import type { OutboxPayload } from '#src/outbox/outbox-entry.ts'
import { type OutboxEvent, onOutboxEvent } from '#src/outbox/outbox-events.ts'
import { sendContact } from '#src/outbox/send-contact.ts'
import { flushFromPage } from './flush-from-page.ts'

export type SubmitOutcome =
  | { kind: 'sent' }
  /** Saved in the outbox; it goes out by itself when the network or the server is back. */
  | { kind: 'queued' }
  /** Nothing was kept: the form must keep the values. */
  | { kind: 'failed'; error: unknown }

type Fate = Exclude<OutboxEvent['type'], 'queued'>

/** The first thing that happens to the entry, in whichever tab or worker its first attempt was made. */
function fateOf(id: string) {
  let settle!: (fate: Fate) => void
  const fate = new Promise<Fate>((resolve) => (settle = resolve))
  const stop = onOutboxEvent((event) => event.id === id && event.type !== 'queued' && settle(event.type))
  return { fate: fate.finally(stop), settle, stop }
}

/** Sends a message through the outbox, with a fresh id that doubles as its Idempotency-Key. */
export async function submitContact(payload: OutboxPayload): Promise<SubmitOutcome> {
  const id = crypto.randomUUID()
  const { fate, settle, stop } = fateOf(id)
  try {
    await contactOutbox.enqueue(payload, id)
  } catch {
    stop()
    return sendWithoutOutbox(payload, id)
  }
  // Stored but not flushed (IndexedDB failed midway): the next trigger sends it.
  flushFromPage('scheduled').catch(() => settle('retrying'))
  switch (await fate) {
    case 'sent':
      return { kind: 'sent' }
    case 'rejected':
      // The values are still on screen, so the form is where the visitor fixes them.
      await contactOutbox.discard(id)
      return { kind: 'failed', error: new Error('The server refused the message.') }
    default:
      return { kind: 'queued' }
  }
}

/** No IndexedDB (some private modes): one direct attempt, and the form keeps the values on failure. */
async function sendWithoutOutbox(payload: OutboxPayload, id: string): Promise<SubmitOutcome> {
  const answer = await sendContact(payload, id)
  return answer.kind === 'delivered' ? { kind: 'sent' } : { kind: 'failed', error: answer }
}
