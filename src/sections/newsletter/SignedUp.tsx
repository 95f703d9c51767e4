import * as words from 'virtual:words/newsletter'
import type { Template } from '#src/content/words.ts'
import { Filled } from '#src/ui/Filled.tsx'
import { SentPanel } from '#src/ui/SentPanel.tsx'

interface SignedUpProps {
  /** Its form's (NewsletterForm). */
  idPrefix: string
  /** What happens next, with the address as {email}. */
  text: Template<'email'>
  email: string
  onAnother: () => void
}

/** In the form's place once the sign-up is sent, as the contact form's thank-you: what happens next, and to which address. */
export function SignedUp({ idPrefix, text, email, onAnother }: SignedUpProps) {
  return (
    <SentPanel
      headingId={`${idPrefix}-thanks-heading`}
      heading={words.sent}
      again={words.another}
      onAgain={onAnother}
      // Over the form's room, whatever its words' length: nothing below moves, even for an address that wraps.
      className="absolute inset-0 content-center gap-2 overflow-y-auto rounded-2xl border border-line bg-surface px-5 py-3"
      headingClassName="text-lg"
    >
      <p className="max-w-[45ch] text-muted">
        <Filled
          word={text}
          values={{ email: <strong className="wrap-anywhere font-semibold text-ink">{email}</strong> }}
        />
      </p>
    </SentPanel>
  )
}
