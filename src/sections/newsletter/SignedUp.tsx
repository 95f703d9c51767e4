import * as words from 'virtual:words/newsletter'
import { useEffect, useRef } from 'react'
import { buttonClass } from '#src/ui/button-styles.ts'
import { Filled } from '#src/ui/Filled.tsx'

interface SignedUpProps {
  email: string
  onAnother: () => void
}

/** In the form's place once the sign-up is sent, as the contact form's thank-you: what happens next, and to which address. */
export function SignedUp({ email, onAnother }: SignedUpProps) {
  const panel = useRef<HTMLElement>(null)
  // The Subscribe button that had the focus is hidden with the form: the focus comes here, and a screen reader reads it.
  useEffect(() => panel.current?.focus(), [])
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="newsletter-thanks-heading"
      // Over the form's room, whatever its words' length: nothing below moves, even for an address that wraps.
      className="absolute inset-0 grid content-center justify-items-center gap-2 overflow-y-auto rounded-2xl border border-line bg-surface px-5 py-3 text-center"
    >
      <h3 id="newsletter-thanks-heading" className="text-lg font-semibold">
        {words.sent}
      </h3>
      <p className="max-w-[45ch] text-muted">
        <Filled
          word={words.sentText}
          values={{ email: <strong className="wrap-anywhere font-semibold text-ink">{email}</strong> }}
        />
      </p>
      <button type="button" className={buttonClass('outline')} onClick={onAnother}>
        {words.another}
      </button>
    </section>
  )
}
