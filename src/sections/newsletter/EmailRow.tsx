import * as words from 'virtual:words/newsletter'
import { contactLimits } from '#shared/contact-schema.ts'

interface EmailRowProps {
  /** Its form's: the ids of the field, its problem's line and the consent it is described by start with it. */
  idPrefix: string
  error?: string
  onEdit: () => void
  onLeave: (email: string) => void
  /** A release alert's row from a laptop (ReleaseAlert.tsx): its heading says what the field is for, so its label is the field's words. */
  compact?: boolean
}

/** The address and the line kept for its problem. */
export function EmailRow({ idPrefix, error, onEdit, onLeave, compact }: EmailRowProps) {
  const consent = `${idPrefix}-consent`
  return (
    <>
      <label htmlFor={`${idPrefix}-email`} className={`mb-1.5 text-sm font-semibold${compact ? ' lg:sr-only' : ''}`}>
        {words.email}
      </label>
      <input
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={contactLimits.email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${idPrefix}-email-error ${consent}` : consent}
        onChange={() => error && onEdit()}
        onBlur={(event) => onLeave(event.target.value)}
        placeholder={compact ? words.email : undefined}
        className={`min-w-0 rounded-lg border bg-paper px-4 py-3 text-ink ${error ? 'border-danger' : 'border-line'}${compact ? ' placeholder:text-muted max-lg:placeholder:text-transparent lg:py-2' : ''}`}
      />
      {/* Always there, so a reason appearing moves nothing below it. Label, field and reason are spaced as the contact
          form's are (src/sections/contact/Field.tsx), one rhythm for the site's forms. Compact, it stands in the
          consent's place (NewsletterForm), so no room is kept for it under the card. */}
      <p
        id={`${idPrefix}-email-error`}
        className={`mt-1.5 min-h-5 text-sm text-danger${compact ? ' lg:mt-1 lg:[grid-area:2/1/3/3]' : ''}`}
      >
        {error}
      </p>
    </>
  )
}
