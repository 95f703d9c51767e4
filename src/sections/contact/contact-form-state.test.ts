import { describe, expect, it } from 'vitest'
import {
  type ContactFormAction,
  type ContactFormState,
  canSubmit,
  contactFormReducer,
  initialContactForm,
} from './contact-form-state.ts'

const run = (actions: ContactFormAction[], from: ContactFormState = initialContactForm) =>
  actions.reduce(contactFormReducer, from)

const filled: ContactFormAction[] = [
  { type: 'edit', field: 'name', value: 'Ada' },
  { type: 'edit', field: 'email', value: 'ada@example.com' },
  { type: 'edit', field: 'subject', value: 'Hello' },
  { type: 'edit', field: 'message', value: 'A long enough message.' },
]

describe('contact form state', () => {
  it.each<[string, ContactFormAction[], ContactFormState['shownErrors']]>([
    ['nothing before a field is left', [{ type: 'edit', field: 'name', value: '' }], {}],
    ['the message once a field is left invalid', [{ type: 'leave', field: 'name' }], { name: 'Name is required' }],
    [
      'no message when left valid',
      [
        { type: 'edit', field: 'name', value: 'Ada' },
        { type: 'leave', field: 'name' },
      ],
      {},
    ],
    [
      'the message clears as soon as the field is edited',
      [
        { type: 'leave', field: 'email' },
        { type: 'edit', field: 'email', value: 'a' },
      ],
      {},
    ],
    [
      'editing one field keeps another field’s message',
      [
        { type: 'leave', field: 'name' },
        { type: 'edit', field: 'email', value: 'a' },
      ],
      { name: 'Name is required' },
    ],
    [
      'the newest rule broken when left again',
      [
        { type: 'edit', field: 'email', value: 'a' },
        { type: 'leave', field: 'email' },
      ],
      { email: 'Please enter a valid email address' },
    ],
    [
      'every message on submit',
      [{ type: 'submit' }],
      {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    ],
  ])('shows %s', (_, actions, shown) => {
    expect(run(actions).shownErrors).toEqual(shown)
  })

  it('can submit only when every rule passes and nothing is being sent', () => {
    expect(canSubmit(initialContactForm)).toBe(false)
    expect(canSubmit(run(filled.slice(0, 3)))).toBe(false)
    const ready = run(filled)
    expect(canSubmit(ready)).toBe(true)
    const sending = contactFormReducer(ready, { type: 'submit' })
    expect(sending.submitting).toBe(true)
    expect(canSubmit(sending)).toBe(false)
  })

  it('does not start sending an invalid form', () => {
    expect(run([{ type: 'submit' }]).submitting).toBe(false)
  })

  it('resets everything after a successful send', () => {
    expect(run([...filled, { type: 'leave', field: 'name' }, { type: 'submit' }, { type: 'sent' }])).toEqual(
      initialContactForm,
    )
  })

  it('keeps every value after a failed send', () => {
    const failed = run([...filled, { type: 'submit' }, { type: 'failed' }])
    expect(failed.values).toEqual(run(filled).values)
    expect(failed.submitting).toBe(false)
    expect(canSubmit(failed)).toBe(true)
  })

  it('loads a message taken back from the outbox, clearing what was on screen', () => {
    const values = { name: 'Bo', email: 'bo@example.com', subject: 'Again', message: 'Sent once, refused.' }
    const loaded = run([
      { type: 'leave', field: 'name' },
      { type: 'load', values },
    ])
    expect(loaded).toEqual({ values, shownErrors: {}, submitting: false })
    expect(canSubmit(loaded)).toBe(true)
  })
})
