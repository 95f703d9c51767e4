import { site } from 'virtual:content/site'
import * as words from 'virtual:words/newsletter'
import { useHydrated } from '@tanstack/react-router'
import { type FormEvent, useReducer, useRef } from 'react'
import { flushSync } from 'react-dom'
import type { Template } from '#src/content/words.ts'
import { submitEntry } from '#src/outbox/page/submit-entry.ts'
import { addressForReaders } from '#src/sections/footer/footer-parts.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { Filled } from '#src/ui/Filled.tsx'
import { Honeypot } from '#src/ui/Honeypot.tsx'
import { textLinkClass } from '#src/ui/link-styles.ts'
import { EmailRow } from './EmailRow.tsx'
import { SignedUp } from './SignedUp.tsx'
import { initialSignUp, signUpReducer } from './sign-up-state.ts'
import { statusText } from './status-text.ts'
import { useSignUpEntry } from './use-sign-up-entry.ts'

// Where a reader may ask for the letters when the form reaches no one, when the site names an address.
const readersAddress = addressForReaders(site.footer)

interface NewsletterFormProps {
  consent: string
  consentVersion: string
  /** What its elements' ids start with, its heading's `<prefix>-heading` among them: one form per prefix on a page. */
  idPrefix?: string
  /** A release alert's book, by its slug (decision 0075); none for the newsletter itself. */
  topic?: string
  /** The button's word and the thank-you's text, when not the newsletter's own. */
  subscribe?: string
  sentText?: Template<'email'>
  /**
   * From a laptop, the field and its button on one row, the consent small under them and the field's problem in its place:
   * a release alert beside the cover, where the full form's height pushed the book's summary off the first screen.
   */
  compact?: boolean
}

/**
 * The address, the consent line (sent as its version: the server keeps the words), then the button; what became of the sign-up is said in the live
 * region below, and once sent a thank-you takes the form's place (the same room: nothing below moves).
 */
export function NewsletterForm({
  consent,
  consentVersion,
  idPrefix = 'newsletter',
  topic,
  subscribe = words.subscribe,
  sentText = words.sentText,
  compact = false,
}: NewsletterFormProps) {
  const [state, dispatch] = useReducer(signUpReducer, initialSignUp)
  const honeypot = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  useSignUpEntry(dispatch, topic)
  const { status, error } = state

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '').trim()
    const action = { type: 'submit', email } as const
    const next = signUpReducer(state, action)
    dispatch(action)
    if (next.error) form.querySelector('input')?.focus()
    if (next.status.kind !== 'sending' || status.kind === 'sending') return
    const payload = { email, consentVersion, website: honeypot.current?.value ?? '', ...(topic && { topic }) }
    const outcome = await submitEntry({ kind: 'newsletter', payload })
    if (outcome.kind === 'failed') console.error('The newsletter sign-up failed:', outcome.error)
    // Not sent for want of a backend: the address stays, as it does when a sign-up fails.
    else if (outcome.kind !== 'unconnected') form.reset()
    dispatch({ type: 'outcome', outcome, email })
  }

  function signUpAnother() {
    flushSync(() => dispatch({ type: 'another' }))
    form.current?.querySelector('input')?.focus()
  }

  const sent = status.kind === 'sent'
  return (
    <div className="relative grid">
      {/* The form and its live region keep their room while the thank-you stands over them: nothing below moves. */}
      <div className="grid [grid-area:1/1]">
        <form
          ref={form}
          noValidate
          onSubmit={submit}
          aria-labelledby={`${idPrefix}-heading`}
          inert={sent}
          className={`grid text-start ${sent ? 'invisible' : ''}${compact ? ' lg:grid-cols-[1fr_auto] lg:gap-x-3' : ''}`}
        >
          <EmailRow
            idPrefix={idPrefix}
            error={error}
            onEdit={() => dispatch({ type: 'edit' })}
            onLeave={(email) => dispatch({ type: 'leave', email })}
            compact={compact}
          />
          {/* What the reader agrees to, read before the button that agrees. The field's problem keeps its room above it
              (nothing moves when one shows): as much room again below it keeps one even step from field to consent to button.
              Compact, the problem shows in its place, and it stays the field's description until the address is fixed. */}
          <p
            id={`${idPrefix}-consent`}
            className={`mt-1.5 mb-8 text-sm text-muted${compact ? ` lg:mt-1 lg:mb-0 lg:text-xs lg:[grid-area:2/1/3/3]${error ? ' lg:invisible' : ''}` : ''}`}
          >
            {consent}
          </p>
          <button
            type="submit"
            disabled={!hydrated || status.kind === 'sending'}
            className={buttonClass('primary', `justify-self-start${compact ? ' lg:col-start-2 lg:row-start-1' : ''}`)}
          >
            {subscribe}
          </button>
          <Honeypot ref={honeypot} />
        </form>
        {/* Room for the longest status kept, three lines; compact, in the small type of the card's other lines. */}
        <p role="status" className={`min-h-[3lh] font-semibold${compact ? ' lg:text-sm' : ''}`}>
          {statusText(status, words)}
          {status.kind === 'failed' && status.reason === 'unconnected' && readersAddress && (
            <>
              {' '}
              <Filled
                word={words.writeInstead}
                values={{
                  email: (
                    <a href={`mailto:${readersAddress}`} className={`wrap-anywhere ${textLinkClass}`}>
                      {readersAddress}
                    </a>
                  ),
                }}
              />
            </>
          )}
        </p>
      </div>
      {sent && <SignedUp idPrefix={idPrefix} text={sentText} email={status.email} onAnother={signUpAnother} />}
    </div>
  )
}
