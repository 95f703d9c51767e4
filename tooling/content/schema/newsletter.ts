import * as v from 'valibot'
import { consentMaxLength, consentRule } from '../../../supabase/functions/_shared/newsletter-schema.ts'
import * as f from '../fields.ts'

const places = ['home', 'book'] as const

/** Each has a default, so the confirm and unsubscribe pages have words even without a `newsletter` block. */
const words = {
  email: 'Your email address',
  subscribe: 'Subscribe',
  sending: 'Subscribing…',
  sent: 'Check your inbox to confirm',
  waiting: 'Saved — it will be sent when you are back online',
  failed: 'Your sign-up could not be sent',
  confirmTitle: 'Confirm your subscription',
  confirmText: 'Press the button to start receiving the newsletter at the address this link was sent to.',
  confirmButton: 'Confirm my subscription',
  confirmed: 'You are subscribed. Thank you!',
  alreadyConfirmed: 'You had already confirmed: you are subscribed.',
  expired: 'This link has expired.',
  signUpAgain: 'Sign up again',
  invalid: 'This link is not valid. Please use the link in the most recent email.',
  noToken: 'This page needs the link from the email. Please open that link again.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeText: 'Press the button to stop the newsletter at the address this link was sent to.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. No more letters will come.',
  offline: 'You are offline — try again when connected',
  unavailable: 'Something went wrong on our side. Please try again in a moment.',
} as const

export type NewsletterWord = keyof typeof words

export const newsletterWordsSchema = v.strictObject(
  Object.fromEntries(Object.entries(words).map(([name, fallback]) => [name, v.optional(f.text, fallback)])) as {
    [Name in NewsletterWord]: v.OptionalSchema<typeof f.text, string>
  },
)

/** site.yaml's optional `newsletter` block: the sign-up form's copy, where it shows, and the words of its pages. */
export const newsletterSchema = v.strictObject({
  heading: f.text,
  intro: f.text,
  // The function's own rule, so every sign-up it is sent with is accepted and stored as the reader saw it.
  consent: v.pipe(
    f.text,
    v.check(
      (line) => v.is(consentRule, line),
      `must be one line of plain text of at most ${consentMaxLength} characters`,
    ),
  ),
  showOn: v.optional(
    v.pipe(
      v.array(
        v.picklist(places, (issue) => `expected home or book, got ${issue.received}`),
        'expected a list of places: home, book',
      ),
      v.minLength(1, 'list at least one place (home, book), or remove the newsletter block'),
    ),
    [...places],
  ),
  words: v.optional(newsletterWordsSchema, {}),
})
