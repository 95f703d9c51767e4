import { fill } from '#src/content/words.ts'
import type { LinkAction, LinkOutcome } from './follow-link.ts'

type Words = typeof import('virtual:words/newsletter')

/** A release alert's book, as the page names it. */
export interface AlertBook {
  slug: string
  title: string
}

/**
 * The book a release alert's link names (its `book`), among the site's: the page speaks of it. None, for a slug the
 * site has not (a book since removed) or no slug, is the newsletter's link. Only words: the server trusts the token.
 */
export const linkBook = <Book extends AlertBook>(slug: string | undefined, books: readonly Book[]) =>
  slug === undefined ? undefined : books.find((book) => book.slug === slug)

/** What a link's page says before the reader acts: its heading, what will happen, the button. */
export function askingWords(action: LinkAction, words: Words, book?: AlertBook) {
  if (book)
    return action === 'confirm'
      ? {
          title: words.alertConfirmTitle,
          text: fill(words.alertConfirmText, { title: book.title }),
          button: words.alertConfirmButton,
        }
      : {
          title: words.alertUnsubscribeTitle,
          text: fill(words.alertUnsubscribeText, { title: book.title }),
          button: words.alertUnsubscribeButton,
        }
  return action === 'confirm'
    ? { title: words.confirmTitle, text: words.confirmText, button: words.confirmButton }
    : { title: words.unsubscribeTitle, text: words.unsubscribeText, button: words.unsubscribeButton }
}

/** What became of the reader's press, in the content's words; for an alert, what it means for its book. */
export function outcomeText(outcome: LinkOutcome, words: Words, book?: AlertBook): string {
  if (book && (outcome === 'confirmed' || outcome === 'already-confirmed' || outcome === 'unsubscribed'))
    return fill(
      {
        confirmed: words.alertConfirmed,
        'already-confirmed': words.alertAlreadyConfirmed,
        unsubscribed: words.alertUnsubscribed,
      }[outcome],
      { title: book.title },
    )
  return {
    confirmed: words.confirmed,
    'already-confirmed': words.alreadyConfirmed,
    unsubscribed: words.unsubscribed,
    expired: words.expired,
    invalid: words.invalid,
    offline: words.offline,
    unavailable: words.unavailable,
  }[outcome]
}
