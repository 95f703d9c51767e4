import { type ContactEntry, isContactEntry } from '#src/outbox/outbox-entry.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { toastAlreadySent, toastCancelled, toastTakenBackElsewhere } from '#src/sections/contact/contact-toasts.ts'

/**
 * The reader's "Don't send": the message is taken back and its words go into the form, or the reader
 * learns it had already gone, or had been taken back in another tab (its words are in that tab's form).
 * A refusal meanwhile needs no word here: the outbox's own toast said it.
 */
export async function dontSend(
  entry: ContactEntry,
  refill: (entry: ContactEntry) => void,
  cancel = siteOutbox.cancel,
): Promise<void> {
  const outcome = await cancel(entry.id)
  if (outcome.kind === 'cancelled' && isContactEntry(outcome.entry)) {
    refill(outcome.entry)
    toastCancelled()
  } else if (outcome.kind === 'sent') toastAlreadySent()
  else if (outcome.kind === 'gone') toastTakenBackElsewhere()
}
