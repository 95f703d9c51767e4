import { newsletterSchemaIn, validateNewsletterEmail } from '#shared/newsletter-schema.ts'
import { ruleWords } from '#src/content/rule-words.ts'
import type { OutboxEntry } from '#src/outbox/outbox-entry.ts'
import type { OutboxEvent } from '#src/outbox/outbox-events.ts'
import type { SubmitOutcome } from '#src/outbox/page/submit-entry.ts'

// The address's rule, its reasons in the site's words.
const addressRule = newsletterSchemaIn(ruleWords)

/** Why a sign-up was not sent: the server refused it, it waited too long, it could not be kept nor sent, or the site has no backend. */
export type FailReason = 'refused' | 'expired' | 'unsent' | 'unconnected'

/** `email` is the address signed up, for the thank-you to name (a typo is seen there, not in a missing letter). */
export type SignUpStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; email: string }
  | { kind: 'sent'; email: string }
  /** In the outbox under `id`, going out when the network is back. */
  | { kind: 'waiting'; id: string; email: string }
  | { kind: 'failed'; reason: FailReason }

export interface SignUpState {
  status: SignUpStatus
  /** The address's problem, shown under the field from a submit or leaving it until it is edited. */
  error?: string
}

export type SignUpAction =
  | { type: 'edit' }
  | { type: 'leave'; email: string }
  | { type: 'submit'; email: string }
  | { type: 'outcome'; outcome: SubmitOutcome; email: string }
  | { type: 'event'; event: OutboxEvent }
  /** This device's sign-up, found in the outbox when the form starts (sent from an earlier visit). */
  | { type: 'found'; entry: OutboxEntry }
  /** The reader leaves the thank-you for an empty form, to sign up another address. */
  | { type: 'another' }

export const initialSignUp: SignUpState = { status: { kind: 'idle' } }

const failed = (reason: FailReason): SignUpStatus => ({ kind: 'failed', reason })

function afterOutcome(outcome: SubmitOutcome, email: string): SignUpStatus {
  if (outcome.kind === 'sent') return { kind: 'sent', email }
  if (outcome.kind === 'queued') return { kind: 'waiting', id: outcome.id, email }
  if (outcome.kind === 'unconnected') return failed('unconnected')
  return failed(outcome.refused ? 'refused' : 'unsent')
}

// Only the entry this form is waiting for moves it, whichever tab or the worker sent it.
function afterEvent(status: SignUpStatus, event: OutboxEvent): SignUpStatus {
  if (status.kind !== 'waiting' || event.id !== status.id) return status
  if (event.type === 'sent') return { kind: 'sent', email: status.email }
  if (event.type === 'rejected') return failed('refused')
  if (event.type === 'expired') return failed('expired')
  if (event.type === 'unconnected') return failed('unconnected')
  return status
}

function afterFound(status: SignUpStatus, entry: OutboxEntry): SignUpStatus {
  if (status.kind !== 'idle' || entry.kind !== 'newsletter') return status
  if (entry.failed) return failed(entry.failed === 'rejected' ? 'refused' : entry.failed)
  return { kind: 'waiting', id: entry.id, email: entry.payload.email }
}

/**
 * This device's latest sign-up for a form's topic among the outbox's entries: a book's release alert and the newsletter
 * each show only their own, on a page that has both.
 */
export const signUpOf = (entries: readonly OutboxEntry[], topic: string | undefined) =>
  entries.filter((entry) => entry.kind === 'newsletter' && entry.payload.topic === topic).at(-1)

export function signUpReducer(state: SignUpState, action: SignUpAction): SignUpState {
  switch (action.type) {
    case 'edit':
      return { status: state.status }
    case 'leave':
      return { ...state, error: action.email.trim() ? validateNewsletterEmail(action.email, addressRule) : undefined }
    case 'submit': {
      if (state.status.kind === 'sending') return state
      const error = validateNewsletterEmail(action.email, addressRule)
      return error ? { ...state, error } : { status: { kind: 'sending', email: action.email.trim() } }
    }
    case 'outcome':
      return { status: afterOutcome(action.outcome, action.email) }
    case 'event':
      return { ...state, status: afterEvent(state.status, action.event) }
    case 'found':
      return { ...state, status: afterFound(state.status, action.entry) }
    case 'another':
      return initialSignUp
  }
}
