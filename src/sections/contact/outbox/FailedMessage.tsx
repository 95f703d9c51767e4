import { site } from 'virtual:content/site'
import * as words from 'virtual:words/outbox'
import { counted } from '#src/content/counted.ts'
import type { ContactEntry } from '#src/outbox/outbox-entry.ts'
import { expiryDays, failedKeptDays } from '#src/outbox/retry-policy.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { messageText } from './message-text.ts'

interface FailedMessageProps {
  entry: ContactEntry
  onEdit: (entry: ContactEntry) => void
  onDiscard: (entry: ContactEntry) => void
}

/** Why the message was not sent, and how long it stays for the reader to copy or edit. */
const whyNotSent = (failed: ContactEntry['failed']) =>
  [
    failed === 'expired' ? counted(words.expired, site.language, expiryDays, {}) : words.refused,
    counted(words.kept, site.language, failedKeptDays, {}),
  ].join(' ')

export function FailedMessage({ entry, onEdit, onDiscard }: FailedMessageProps) {
  const { subject, message } = entry.payload
  return (
    <li className="rounded-lg border border-danger p-4">
      <details>
        <summary className="cursor-pointer font-semibold">{subject}</summary>
        <p className="mt-2 whitespace-pre-wrap text-sm">{message}</p>
      </details>
      <p className="mt-1 text-sm text-muted">{whyNotSent(entry.failed)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary')} onClick={() => onEdit(entry)}>
          {words.edit}
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void navigator.clipboard.writeText(messageText(entry.payload))}
        >
          {words.copy}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={() => onDiscard(entry)}>
          {words.discard}
        </button>
      </div>
    </li>
  )
}
