import type { OutboxSubmission } from '#src/outbox/outbox-entry.ts'
import { type OutboxEvent, onOutboxEvent } from '#src/outbox/outbox-events.ts'
import { sendEntry } from '#src/outbox/send-entry.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { flushFromPage } from './flush-from-page.ts'

export type SubmitOutcome =
  | { kind: 'sent' }
  /** Saved in the outbox (under `id`); it goes out by itself when the network or the server is back. */
  | { kind: 'queued'; id: string }
  /** The site has no backend: kept among the entries not sent (under `id`), or, with no outbox, kept nowhere. */
  | { kind: 'unconnected'; id?: string }
  /** Nothing was kept: the form must keep the values. `refused`: the server answered, and no retry would change it. */
  | { kind: 'failed'; error: unknown; refused: boolean }

/** What happens first to a queued entry: sent, refused, found with no backend, to be retried, expired, or taken back. */
type FirstOutcome = Exclude<OutboxEvent['type'], 'queued'>

/** Listens for the entry's first outcome, in whichever tab or worker its first attempt was made. */
function listenForFirstOutcome(id: string) {
  let resolveOutcome!: (outcome: FirstOutcome) => void
  const outcome = new Promise<FirstOutcome>((resolve) => (resolveOutcome = resolve))
  const stopListening = onOutboxEvent(
    (event) => event.id === id && event.type !== 'queued' && resolveOutcome(event.type),
  )
  return { firstOutcome: outcome.finally(stopListening), resolveOutcome, stopListening }
}

/** Sends an entry of any kind through the outbox, with a fresh id that doubles as its Idempotency-Key. */
export async function submitEntry(submission: OutboxSubmission): Promise<SubmitOutcome> {
  const id = crypto.randomUUID()
  const { firstOutcome, resolveOutcome, stopListening } = listenForFirstOutcome(id)
  try {
    await siteOutbox.enqueue(submission, id)
  } catch {
    stopListening()
    return sendWithoutOutbox({ ...submission, id })
  }
  // Stored but not flushed (IndexedDB failed midway): the next trigger sends it.
  flushFromPage('scheduled').catch(() => resolveOutcome('retrying'))
  switch (await firstOutcome) {
    case 'sent':
      return { kind: 'sent' }
    case 'rejected':
      // The values are still on screen, so the form is where the visitor fixes them.
      await siteOutbox.discard(id)
      return { kind: 'failed', error: new Error('The server refused it.'), refused: true }
    case 'unconnected':
      // No edit would help: it stays where the reader can copy it, as a message refused later does.
      return { kind: 'unconnected', id }
    default:
      return { kind: 'queued', id }
  }
}

/** No IndexedDB (some private modes): one direct attempt, and the form keeps the values on failure. */
async function sendWithoutOutbox(entry: Parameters<typeof sendEntry>[0]): Promise<SubmitOutcome> {
  const answer = await sendEntry(entry)
  if (answer.kind === 'delivered') return { kind: 'sent' }
  if (answer.kind === 'unconnected') return { kind: 'unconnected' }
  return { kind: 'failed', error: answer, refused: answer.kind === 'rejected' }
}
