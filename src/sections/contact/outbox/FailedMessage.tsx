import type { ContactEntry } from '#src/outbox/outbox-entry.ts'
import { failedKeptDays } from '#src/outbox/retry-policy.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { messageText } from './message-text.ts'

interface FailedMessageProps {
  entry: ContactEntry
  onEdit: (entry: ContactEntry) => void
  onDiscard: (entry: ContactEntry) => void
}

const why = { rejected: 'The server refused it', expired: 'It could not be sent for 7 days' }

export function FailedMessage({ entry, onEdit, onDiscard }: FailedMessageProps) {
  const { subject, message } = entry.payload
  return (
    <li className="rounded-lg border border-danger p-4">
      <details>
        <summary className="cursor-pointer font-semibold">{subject}</summary>
        <p className="mt-2 whitespace-pre-wrap text-sm">{message}</p>
      </details>
      <p className="mt-1 text-sm text-muted">
        {`${why[entry.failed ?? 'rejected']}. Kept on this device for ${failedKeptDays} days.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary')} onClick={() => onEdit(entry)}>
          Edit and send again
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void navigator.clipboard.writeText(messageText(entry.payload))}
        >
          Copy
        </button>
        <button type="button" className={buttonClass('outline')} onClick={() => onDiscard(entry)}>
          Discard
        </button>
      </div>
    </li>
  )
}
