import * as words from 'virtual:words/outbox'
import type { ContactInput } from '#shared/contact-schema.ts'
import { type ContactEntry, isWaiting } from '#src/outbox/outbox-entry.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { FailedMessage } from './FailedMessage.tsx'
import { PendingCount } from './PendingCount.tsx'
import { ReplaceTypedDialog } from './ReplaceTypedDialog.tsx'
import { refillOrAsk } from './refill-or-ask.ts'
import { useOutboxEntries } from './use-outbox-entries.ts'
import { useReplaceQuestion } from './use-replace-question.ts'
import { WaitingMessage } from './WaitingMessage.tsx'

interface OutboxStatusProps {
  /** What the form holds now, never replaced without the reader's word. */
  typed: ContactInput
  onEdit: (entry: ContactEntry) => void
  /** A "Don't send" waits for the outbox (a delivery under way) before the words come back. */
  onTakeBackWaiting: (waiting: boolean) => void
}

/** Beside the contact form: what waits in the outbox, and the messages that could not be sent. */
export function OutboxStatus({ typed, onEdit, onTakeBackWaiting }: OutboxStatusProps) {
  const entries = useOutboxEntries()
  const question = useReplaceQuestion()
  const failed = entries.filter((entry) => !isWaiting(entry))
  // A message on its first attempt is the form's to announce (a normal send never flashes "waiting"); once it
  // has had to wait, it is counted and the reader may take it back.
  const waited = entries.filter((entry) => isWaiting(entry) && entry.attempts > 0)
  const discard = (entry: ContactEntry) => void siteOutbox.discard(entry.id)
  const mayRefill = async (entry: ContactEntry) => refillOrAsk(typed, entry.payload) === 'refill' || question.ask()
  return (
    <div className="mt-4 grid gap-4">
      <PendingCount count={waited.length} />
      {waited.length > 0 && (
        <ul aria-label={words.waiting} className="grid gap-2">
          {waited.map((entry) => (
            <WaitingMessage
              key={entry.id}
              entry={entry}
              mayTakeBack={mayRefill}
              onTakeBack={onEdit}
              onWaiting={onTakeBackWaiting}
            />
          ))}
        </ul>
      )}
      {failed.length > 0 && (
        <section aria-labelledby="outbox-failed-heading">
          <h3 id="outbox-failed-heading" className="mb-2 font-semibold">
            {words.notSent}
          </h3>
          <ul className="grid gap-3">
            {failed.map((entry) => (
              <FailedMessage
                key={entry.id}
                entry={entry}
                onDiscard={discard}
                onEdit={async (chosen) => {
                  if (!(await mayRefill(chosen))) return
                  onEdit(chosen)
                  discard(chosen)
                }}
              />
            ))}
          </ul>
        </section>
      )}
      {/* Drawn from the first question on, never in the prerendered page: only the running app asks it, by then with the
          whole stylesheet, and the home's first round trip carries neither its markup nor its rules. */}
      {question.asked && <ReplaceTypedDialog open={question.open} onAnswer={question.answer} />}
    </div>
  )
}
