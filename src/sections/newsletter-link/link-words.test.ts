import * as newsletterWords from 'virtual:words/newsletter'
import { expect, it } from 'vitest'
import { fill } from '#src/content/words.ts'
import type { LinkOutcome } from './follow-link.ts'
import { askingWords, linkBook, outcomeText } from './link-words.ts'

// A plain object, looked up by key below.
const words = { ...newsletterWords }

it('each action asks in its own words', () => {
  expect(askingWords('confirm', words)).toEqual({
    title: words.confirmTitle,
    text: words.confirmText,
    button: words.confirmButton,
  })
  expect(askingWords('unsubscribe', words).button).toBe(words.unsubscribeButton)
})

it.each<[LinkOutcome, keyof typeof words]>([
  ['confirmed', 'confirmed'],
  ['already-confirmed', 'alreadyConfirmed'],
  ['unsubscribed', 'unsubscribed'],
  ['expired', 'expired'],
  ['invalid', 'invalid'],
  ['offline', 'offline'],
  ['unavailable', 'unavailable'],
])('%s is told as the content’s %s', (outcome, word) => {
  expect(outcomeText(outcome, words)).toBe(words[word])
})

const book = { slug: 'the-quiet', title: 'The Quiet' }

it('finds the book a link names among the site’s; an unknown slug or none is the newsletter’s link', () => {
  const books = [{ slug: 'tides', title: 'Tides' }, book]
  expect(linkBook('the-quiet', books)).toBe(books[1])
  expect(linkBook('gone-since', books)).toBeUndefined()
  expect(linkBook(undefined, books)).toBeUndefined()
})

it('an alert’s link asks in the alert’s words, naming its book', () => {
  expect(askingWords('confirm', words, book)).toEqual({
    title: words.alertConfirmTitle,
    text: fill(words.alertConfirmText, { title: 'The Quiet' }),
    button: words.alertConfirmButton,
  })
  expect(askingWords('unsubscribe', words, book)).toEqual({
    title: words.alertUnsubscribeTitle,
    text: fill(words.alertUnsubscribeText, { title: 'The Quiet' }),
    button: words.alertUnsubscribeButton,
  })
  expect(askingWords('confirm', words, book).text).toContain('The Quiet')
})

it.each<[LinkOutcome, string]>([
  ['confirmed', fill(words.alertConfirmed, { title: 'The Quiet' })],
  ['already-confirmed', fill(words.alertAlreadyConfirmed, { title: 'The Quiet' })],
  ['unsubscribed', fill(words.alertUnsubscribed, { title: 'The Quiet' })],
  // What went wrong reads the same for either link.
  ['expired', words.expired],
  ['invalid', words.invalid],
  ['offline', words.offline],
  ['unavailable', words.unavailable],
])('an alert’s %s is told of its book', (outcome, text) => {
  expect(outcomeText(outcome, words, book)).toBe(text)
})
