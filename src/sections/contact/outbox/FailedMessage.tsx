import { site } from 'virtual:content/site'
import * as words from 'virtual:words/outbox'
import { counted } from '#src/content/counted.ts'
import { fill } from '#src/content/words.ts'
import type { ContactEntry } from '#src/outbox/outbox-entry.ts'
import { expiryDays, failedKeptDays } from '#src/outbox/retry-policy.ts'
import { addressForReaders } from '#src/sections/footer/footer-parts.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { mailTo, messageText } from './message-text.ts'

interface FailedMessageProps {
  entry: ContactEntry
  onEdit: (entry: ContactEntry) => void
  onDiscard: (entry: ContactEntry) => void
}

const why = {
  rejected: () => words.refused,
  unconnected: () => words.unconnected,
  expired: () => counted(words.expired, site.language, expiryDays, {}),
}

/** Why the message was not sent, and how long it stays for the reader to copy or edit. */
const whyNotSent = (failed: NonNullable<ContactEntry['failed']>) =>
  `${why[failed]()} ${counted(words.kept, site.language, failedKeptDays, {})}`

// Where a message the form cannot send may go instead, when the site names an address.
const readersAddress = addressForReaders(site.footer)

export function FailedMessage({ entry, onEdit, onDiscard }: FailedMessageProps) {
  const { subject, message } = entry.payload
  // Sent again, it would meet the same site with no backend: a mail is the way left.
  const unconnected = entry.failed === 'unconnected'
  return (
    <li className="rounded-lg border border-danger p-4">
      <details>
        <summary className="cursor-pointer font-semibold">{subject}</summary>
        <p className="mt-2 whitespace-pre-wrap text-sm">{message}</p>
      </details>
      <p className="mt-1 text-sm text-muted">{whyNotSent(entry.failed ?? 'rejected')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {unconnected && readersAddress && (
          <a href={mailTo(readersAddress, entry.payload)} className={buttonClass('primary', 'wrap-anywhere')}>
            {fill(words.emailIt, { email: readersAddress })}
          </a>
        )}
        {!unconnected && (
          <button type="button" className={buttonClass('primary')} onClick={() => onEdit(entry)}>
            {words.edit}
          </button>
        )}
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
