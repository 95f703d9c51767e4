import * as words from 'virtual:words/contact'
import { type FormEvent, useCallback, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import * as v from 'valibot'
import { type ContactField, contactLimits } from '#shared/contact-schema.ts'
import { submitEntry } from '#src/outbox/page/submit-entry.ts'
import { siteOutbox } from '#src/outbox/site-outbox.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { Honeypot } from '#src/ui/Honeypot.tsx'
import { useTypedBeforeHydration } from '#src/ui/use-typed-before-hydration.ts'
import {
  canSubmit,
  contactFields,
  contactFormReducer,
  contactSchema,
  initialContactForm,
} from './contact-form-state.ts'
import { toastQueued, toastSendFailed, toastSent, toastUnconnected } from './contact-toasts.ts'
import { Field } from './Field.tsx'
import { messageCountText } from './message-length.ts'
import { OutboxStatus } from './outbox/OutboxStatus.tsx'
import { savedDescription } from './saved-words.ts'
import { ThankYou } from './ThankYou.tsx'

export function ContactForm() {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactForm)
  const honeypot = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)
  // How many "Don't send" wait for a delivery under way: until their words are back, typing would be overwritten.
  const [takeBacksWaiting, setTakeBacksWaiting] = useState(0)
  const waitingForTakenBackWords = takeBacksWaiting > 0
  // Who a sent message was from, while the thank-you stands in the form's place.
  const [thanked, setThanked] = useState<{ name: string; email: string }>()
  useTypedBeforeHydration(form, contactFields, (typed) => dispatch({ type: 'load', values: typed }))
  const { values, shownErrors } = state
  // The same handlers on every render, so a key re-renders only the field it changed (Field is memoized).
  const onEdit = useCallback((field: ContactField, value: string) => dispatch({ type: 'edit', field, value }), [])
  const onLeave = useCallback((field: ContactField) => dispatch({ type: 'leave', field }), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    dispatch({ type: 'submit' })
    const parsed = v.safeParse(contactSchema, values)
    if (!parsed.success || state.submitting) return
    const payload = { ...parsed.output, website: honeypot.current?.value ?? '' }
    const outcome = await submitEntry({ kind: 'contact', payload })
    if (outcome.kind === 'failed') {
      console.error('Failed to send contact message:', outcome.error)
      dispatch({ type: 'failed' })
      toastSendFailed()
    } else if (outcome.kind === 'unconnected') {
      // Kept among the messages not sent, with a way to mail it; with no outbox, the form keeps the words.
      const kept = outcome.id !== undefined
      dispatch({ type: kept ? 'sent' : 'failed' })
      toastUnconnected(kept)
    } else if (outcome.kind === 'sent') {
      dispatch({ type: 'sent' })
      setThanked({ name: parsed.output.name, email: parsed.output.email })
      toastSent()
    } else {
      dispatch({ type: 'sent' })
      toastQueued(savedDescription(await waitingEntry(outcome.id), Date.now()))
    }
  }

  function showForm() {
    flushSync(() => setThanked(undefined))
    form.current?.querySelector('input')?.focus()
  }

  return (
    <>
      {thanked && <ThankYou sender={thanked} onWriteAnother={showForm} />}
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-label={words.form}
        hidden={thanked !== undefined}
        className="grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            name="name"
            label={words.name}
            autoComplete="name"
            maxLength={contactLimits.name}
            value={values.name}
            error={shownErrors.name}
            readOnly={waitingForTakenBackWords}
            onEdit={onEdit}
            onLeave={onLeave}
          />
          <Field
            name="email"
            label={words.email}
            type="email"
            autoComplete="email"
            maxLength={contactLimits.email}
            value={values.email}
            error={shownErrors.email}
            readOnly={waitingForTakenBackWords}
            onEdit={onEdit}
            onLeave={onLeave}
          />
        </div>
        <Field
          name="subject"
          label={words.subject}
          maxLength={contactLimits.subject}
          value={values.subject}
          error={shownErrors.subject}
          readOnly={waitingForTakenBackWords}
          onEdit={onEdit}
          onLeave={onLeave}
        />
        <Field
          name="message"
          label={words.message}
          multiline
          maxLength={contactLimits.message}
          value={values.message}
          error={shownErrors.message}
          hint={messageCountText(values.message)}
          readOnly={waitingForTakenBackWords}
          onEdit={onEdit}
          onLeave={onLeave}
        />
        <Honeypot ref={honeypot} />
        <button
          type="submit"
          disabled={!canSubmit(state) || waitingForTakenBackWords}
          className={buttonClass('primary', 'justify-self-start')}
        >
          {state.submitting ? words.sending : words.send}
        </button>
      </form>
      <OutboxStatus
        typed={values}
        onTakeBackWaiting={(waiting) => setTakeBacksWaiting((count) => count + (waiting ? 1 : -1))}
        onEdit={({ payload: { name, email, subject, message } }) => {
          dispatch({ type: 'load', values: { name, email, subject, message } })
          // The button pressed goes with the message it belonged to: the reader carries on in the form.
          showForm()
        }}
      />
    </>
  )
}

/** The entry a message waits as, to say why it waits; gone already if it was delivered meanwhile. */
async function waitingEntry(id: string) {
  const entries = await siteOutbox.list().catch(() => [])
  return entries.find((entry) => entry.id === id)
}
