import * as newsletterWords from 'virtual:words/newsletter'
import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '#src/outbox/outbox-entry.ts'
import type { OutboxEvent } from '#src/outbox/outbox-events.ts'
import { type SignUpAction, type SignUpState, type SignUpStatus, signUpOf, signUpReducer } from './sign-up-state.ts'
import { statusText } from './status-text.ts'

const idle: SignUpState = { status: { kind: 'idle' } }
const email = 'ada@example.com'
const sending: SignUpState = { status: { kind: 'sending', email } }
const waiting: SignUpState = { status: { kind: 'waiting', id: 's1', email } }
const sent: SignUpState = { status: { kind: 'sent', email } }
const event = (type: OutboxEvent['type'], id = 's1'): SignUpAction => ({
  type: 'event',
  event: { type, id, kind: 'newsletter', attempts: 1 },
})
const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 's0',
  kind: 'newsletter',
  payload: { email: 'ada@example.com', consentVersion: 'a'.repeat(64), website: '' },
  createdAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
  lastError: null,
  ...(over as object),
})

describe('the sign-up form', () => {
  it.each<[string, SignUpState, SignUpAction, SignUpState]>([
    ['a valid address is sent', idle, { type: 'submit', email: 'ada@example.com' }, sending],
    [
      'an invalid one stays, with its reason',
      idle,
      { type: 'submit', email: 'ada@' },
      { ...idle, error: 'Please enter a valid email address' },
    ],
    ['an empty one is required', idle, { type: 'submit', email: '' }, { ...idle, error: 'Email is required' }],
    ['a second press while sending does nothing', sending, { type: 'submit', email: 'ada@example.com' }, sending],
    ['leaving an empty field says nothing', idle, { type: 'leave', email: ' ' }, idle],
    [
      'leaving a wrong address says why',
      idle,
      { type: 'leave', email: 'ada example.com' },
      { ...idle, error: 'Please enter a valid email address' },
    ],
    ['editing clears the reason', { ...idle, error: 'x' }, { type: 'edit' }, idle],
    ['a valid address is sent without the spaces around it', idle, { type: 'submit', email: ` ${email} ` }, sending],
    ['sent at once', sending, { type: 'outcome', outcome: { kind: 'sent' }, email }, sent],
    ['kept for later', sending, { type: 'outcome', outcome: { kind: 'queued', id: 's1' }, email }, waiting],
    [
      'refused by the server',
      sending,
      { type: 'outcome', outcome: { kind: 'failed', error: null, refused: true }, email },
      { status: { kind: 'failed', reason: 'refused' } },
    ],
    [
      'neither kept nor sent',
      sending,
      { type: 'outcome', outcome: { kind: 'failed', error: null, refused: false }, email },
      { status: { kind: 'failed', reason: 'unsent' } },
    ],
    ['its waiting entry delivered (any tab or the worker)', waiting, event('sent'), sent],
    ['its waiting entry refused', waiting, event('rejected'), { status: { kind: 'failed', reason: 'refused' } }],
    ['its waiting entry expired', waiting, event('expired'), { status: { kind: 'failed', reason: 'expired' } }],
    [
      'its waiting entry found the site has no backend',
      waiting,
      event('unconnected'),
      { status: { kind: 'failed', reason: 'unconnected' } },
    ],
    [
      'the site has no backend',
      sending,
      { type: 'outcome', outcome: { kind: 'unconnected', id: 's1' }, email },
      { status: { kind: 'failed', reason: 'unconnected' } },
    ],
    [
      'the site has no backend, and no outbox kept it',
      sending,
      { type: 'outcome', outcome: { kind: 'unconnected' }, email },
      { status: { kind: 'failed', reason: 'unconnected' } },
    ],
    ['another entry delivered', waiting, event('sent', 'other'), waiting],
    ['a retry keeps it waiting', waiting, event('retrying'), waiting],
    ['an event while idle', idle, event('sent'), idle],
    [
      'a waiting sign-up found at start',
      idle,
      { type: 'found', entry: entry({}) },
      { status: { kind: 'waiting', id: 's0', email } },
    ],
    [
      'a refused one found at start',
      idle,
      { type: 'found', entry: entry({ failed: 'rejected' }) },
      { status: { kind: 'failed', reason: 'refused' } },
    ],
    [
      'an unconnected one found at start',
      idle,
      { type: 'found', entry: entry({ failed: 'unconnected' }) },
      { status: { kind: 'failed', reason: 'unconnected' } },
    ],
    [
      'an expired one found at start',
      idle,
      { type: 'found', entry: entry({ failed: 'expired' }) },
      { status: { kind: 'failed', reason: 'expired' } },
    ],
    ['a found entry does not replace a newer state', sending, { type: 'found', entry: entry({}) }, sending],
    ['another address, from the thank-you: an empty form', sent, { type: 'another' }, idle],
  ])('%s', (_, state, action, next) => {
    expect(signUpReducer(state, action)).toEqual(next)
  })
})

// The site's words (the demo's: English), four of them told apart from their defaults.
const words = { ...newsletterWords, sending: 'Sending', sent: 'Check', waiting: 'Saved', failed: 'Not sent' }

it.each<[SignUpStatus, string]>([
  [{ kind: 'idle' }, ''],
  [{ kind: 'sending', email: 'ada@example.com' }, 'Sending'],
  [{ kind: 'sent', email: 'ada@example.com' }, 'Check'],
  [{ kind: 'waiting', id: 's1', email: 'ada@example.com' }, 'Saved'],
  [{ kind: 'failed', reason: 'refused' }, 'Not sent. The address was not accepted. Please check it and try again.'],
  [{ kind: 'failed', reason: 'expired' }, 'Not sent. It could not be sent for 7 days. Please try again.'],
  [{ kind: 'failed', reason: 'unsent' }, 'Not sent. It could not be sent. Please check your connection and try again.'],
  [{ kind: 'failed', reason: 'unconnected' }, 'Not sent. This form isn’t connected yet.'],
])('the live region says %j as %j', (status, text) => {
  expect(statusText(status, words)).toBe(text)
})

describe('the sign-up a form finds in the outbox', () => {
  const newsletter = entry({ id: 'n1' })
  const alert = entry({ id: 'a1', payload: { email, consentVersion: 'a'.repeat(64), website: '', topic: 'the-book' } })
  const message = entry({ id: 'm1', kind: 'contact' } as Partial<OutboxEntry>)
  const entries = [newsletter, alert, message]

  it('is the latest of its own topic: the newsletter’s form never shows a book’s alert, nor the reverse', () => {
    expect(signUpOf(entries, undefined)?.id).toBe('n1')
    expect(signUpOf(entries, 'the-book')?.id).toBe('a1')
    expect(signUpOf(entries, 'another-book')).toBeUndefined()
    expect(signUpOf([...entries, entry({ id: 'n2' })], undefined)?.id).toBe('n2')
  })
})
