import type { LinkAction, LinkOutcome } from './follow-link.ts'

type Words = typeof import('virtual:words/newsletter')

/** What a link's page says before the reader acts: its heading, what will happen, the button. */
export const askingWords = (action: LinkAction, words: Words) =>
  action === 'confirm'
    ? { title: words.confirmTitle, text: words.confirmText, button: words.confirmButton }
    : { title: words.unsubscribeTitle, text: words.unsubscribeText, button: words.unsubscribeButton }

/** What became of the reader's press, in the content's words. */
export const outcomeText = (outcome: LinkOutcome, words: Words): string =>
  ({
    confirmed: words.confirmed,
    'already-confirmed': words.alreadyConfirmed,
    unsubscribed: words.unsubscribed,
    expired: words.expired,
    invalid: words.invalid,
    offline: words.offline,
    unavailable: words.unavailable,
  })[outcome]
