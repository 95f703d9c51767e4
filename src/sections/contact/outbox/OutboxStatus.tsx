import { contactOutbox } from '#src/outbox/contact-outbox.ts'
import { isWaiting, type OutboxEntry } from '#src/outbox/outbox-entry.ts'
import { FailedMessage } from './FailedMessage.tsx'
import { PendingCount } from './PendingCount.tsx'
import { useOutboxEntries } from './use-outbox-entries.ts'

/** Beside the contact form: what waits in the outbox, and the messages that could not be sent. */
export function OutboxStatus({ onEdit }: { onEdit: (entry: OutboxEntry) => void }) {
  const entries = useOutboxEntries()
  const failed = entries.filter((entry) => !isWaiting(entry))
  const discard = (entry: OutboxEntry) => void contactOutbox.discard(entry.id)
  return (
    <div className="mt-4 grid gap-4">
      <PendingCount count={entries.length - failed.length} />
      {failed.length > 0 && (
        <section aria-labelledby="outbox-failed-heading">
          <h3 id="outbox-failed-heading" className="mb-2 font-semibold">
            Messages not sent
          </h3>
          <ul className="grid gap-3">
            {failed.map((entry) => (
              <FailedMessage
                key={entry.id}
                entry={entry}
                onDiscard={discard}
                onEdit={(chosen) => {
                  onEdit(chosen)
                  discard(chosen)
                }}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
