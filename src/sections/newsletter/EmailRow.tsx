import * as words from 'virtual:words/newsletter'
import { contactLimits } from '#shared/contact-schema.ts'
import { buttonClass } from '#src/ui/button-styles.ts'

interface EmailRowProps {
  error?: string
  /** The button works once the app runs and while no sign-up is on its way. */
  ready: boolean
  onEdit: () => void
  onLeave: (email: string) => void
}

/** The address, the button beside it, and the line kept for the address's problem. */
export function EmailRow({ error, ready, onEdit, onLeave }: EmailRowProps) {
  return (
    <>
      <label htmlFor="newsletter-email" className="text-sm font-semibold">
        {words.email}
      </label>
      <div className="flex flex-wrap gap-3">
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
          className={`min-w-0 flex-1 basis-56 rounded-lg border bg-paper px-4 py-3 text-ink ${error ? 'border-danger' : 'border-line'}`}
        />
        <button type="submit" disabled={!ready} className={buttonClass('primary')}>
          {words.subscribe}
        </button>
      </div>
      {/* Always there, so a reason appearing moves nothing below it. */}
      <p id="newsletter-email-error" className="min-h-5 text-sm text-danger">
        {error}
      </p>
    </>
  )
}
