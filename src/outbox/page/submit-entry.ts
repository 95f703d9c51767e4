import type { OutboxLetter } from '#src/outbox/outbox-entry.ts'
import { type OutboxEvent, onOutboxEvent } from '#src/outbox/outbox-events.ts'
import { sendEntry } from '#src/outbox/send-entry.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { flushFromPage } from './flush-from-page.ts'

export type SubmitOutcome =
  | { kind: 'sent' }
  /** Saved in the outbox (under `id`); it goes out by itself when the network or the server is back. */
  | { kind: 'queued'; id: string }
  /** Nothing was kept: the form must keep the values. `refused`: the server answered, and no retry would change it. */
  | { kind: 'failed'; error: unknown; refused: boolean }

type Fate = Exclude<OutboxEvent['type'], 'queued'>

/** The first thing that happens to the entry, in whichever tab or worker its first attempt was made. */
function fateOf(id: string) {
  let settle!: (fate: Fate) => void
  const fate = new Promise<Fate>((resolve) => (settle = resolve))
  const stop = onOutboxEvent((event) => event.id === id && event.type !== 'queued' && settle(event.type))
  return { fate: fate.finally(stop), settle, stop }
}

/** Sends an entry of any kind through the outbox, with a fresh id that doubles as its Idempotency-Key. */
export async function submitEntry(letter: OutboxLetter): Promise<SubmitOutcome> {
  const id = crypto.randomUUID()
  const { fate, settle, stop } = fateOf(id)
  try {
    await siteOutbox.enqueue(letter, id)
  } catch {
    stop()
    return sendWithoutOutbox({ ...letter, id })
  }
  // Stored but not flushed (IndexedDB failed midway): the next trigger sends it.
  flushFromPage('scheduled').catch(() => settle('retrying'))
  switch (await fate) {
    case 'sent':
      return { kind: 'sent' }
    case 'rejected':
      // The values are still on screen, so the form is where the visitor fixes them.
      await siteOutbox.discard(id)
      return { kind: 'failed', error: new Error('The server refused it.'), refused: true }
    default:
      return { kind: 'queued', id }
  }
}

/** No IndexedDB (some private modes): one direct attempt, and the form keeps the values on failure. */
async function sendWithoutOutbox(entry: Parameters<typeof sendEntry>[0]): Promise<SubmitOutcome> {
  const answer = await sendEntry(entry)
  return answer.kind === 'delivered'
    ? { kind: 'sent' }
    : { kind: 'failed', error: answer, refused: answer.kind === 'rejected' }
}
