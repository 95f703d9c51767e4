import * as newsletterWords from 'virtual:words/newsletter'
import { expect, it } from 'vitest'
import type { LinkOutcome } from './follow-link.ts'
import { askingWords, outcomeText } from './link-words.ts'

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
