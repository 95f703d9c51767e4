import * as words from 'virtual:words/newsletter'
import { contactLimits } from '#shared/contact-schema.ts'

interface EmailRowProps {
  error?: string
  onEdit: () => void
  onLeave: (email: string) => void
}

/** The address and the line kept for its problem. */
export function EmailRow({ error, onEdit, onLeave }: EmailRowProps) {
  return (
    <>
      <label htmlFor="newsletter-email" className="text-sm font-semibold">
        {words.email}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={contactLimits.email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'newsletter-email-error newsletter-consent' : 'newsletter-consent'}
        onChange={() => error && onEdit()}
        onBlur={(event) => onLeave(event.target.value)}
        className={`min-w-0 rounded-lg border bg-paper px-4 py-3 text-ink ${error ? 'border-danger' : 'border-line'}`}
      />
      {/* Always there, so a reason appearing moves nothing below it. */}
      <p id="newsletter-email-error" className="min-h-5 text-sm text-danger">
        {error}
      </p>
    </>
  )
}
