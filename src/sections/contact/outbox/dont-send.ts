import { contactOutbox } from '#src/outbox/contact-outbox.ts'
import type { OutboxEntry } from '#src/outbox/outbox-entry.ts'
import { toastAlreadySent, toastCancelled } from '#src/sections/contact/contact-toasts.ts'

/**
 * The reader's "Don't send": the message is taken back and its words go into the form, or the reader
 * learns it had already gone. A refusal meanwhile needs no word here: the outbox's own toast said it.
 */
export async function dontSend(
  entry: OutboxEntry,
  refill: (entry: OutboxEntry) => void,
  cancel = contactOutbox.cancel,
): Promise<void> {
  const outcome = await cancel(entry.id)
  if (outcome.kind === 'cancelled') {
    refill(outcome.entry)
    toastCancelled()
  } else if (outcome.kind === 'sent') toastAlreadySent()
}
