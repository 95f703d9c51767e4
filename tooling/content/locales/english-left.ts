import type { WordFile } from '../words/check-words.ts'
import { textsOf, type Word } from '../words/word-forms.ts'
import { en } from './en.ts'
import { keptAsInEnglish } from './kept-as-in-english.ts'

// The words the chat listens for in what the reader types: never shown.
const heardNotShown = new Set([
  'chat.leadingArticles',
  'chat.asksToBuy',
  'chat.asksToBuyABook',
  'chat.asksAboutTheAuthor',
])

const formsOf = (word: Word | undefined) => (word === undefined ? [] : textsOf(word))

/** "Buy on {retailer} – {price}" becomes "Buy on": the runs of words between placeholders, less a possessive's "’s" and the punctuation at their edges. */
export function phrasesOf(text: string): string[] {
  return text
    .split(/\{\w+\}/)
    .map((run) => run.replace(/^['’]s\b/u, '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((run) => /\p{L}/u.test(run))
}

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Whole words only, so "Email" does not match inside "Emails" nor "Book" inside "Booker".
const wholePhrase = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(phrase)}(?![\\p{L}\\p{N}])`, 'u')

/**
 * The site's English phrases a page in `own`'s language must not show: every run of words of en.ts,
 * less those the language writes as English does (the same word, a phrase its own words use, or a
 * name or brand every language keeps).
 */
export function englishPhrases(own: WordFile): string[] {
  const ownText = Object.values(own).flatMap((words) => Object.values(words).flatMap(formsOf))
  const phrases = Object.entries(en).flatMap(([group, words]) =>
    Object.entries(words as Record<string, Word>)
      .filter(
        ([key, word]) =>
          !heardNotShown.has(`${group}.${key}`) && JSON.stringify(own[group]?.[key]) !== JSON.stringify(word),
      )
      .flatMap(([, word]) => formsOf(word).flatMap(phrasesOf)),
  )
  return [...new Set(phrases)].filter(
    (phrase) => !keptAsInEnglish.has(phrase) && !ownText.some((text) => wholePhrase(phrase).test(text)),
  )
}

/** The phrases that appear, as whole words, in `text`. */
export const phrasesIn = (text: string, phrases: readonly string[]) =>
  phrases.filter((phrase) => wholePhrase(phrase).test(text))
