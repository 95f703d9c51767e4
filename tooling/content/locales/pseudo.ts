import type { WordFile } from '../words/check-words.ts'
import type { Word } from '../words/word-forms.ts'
import { en } from './en.ts'

/**
 * CLDR's pseudo-locale of accented English. A site with `language: en-XA` shows every fixed word with
 * each Latin letter accented, so a word written into a component, not a locale file, stands out as
 * plain ASCII; the text stays readable, and its length shows where a longer language would wrap.
 */
export const pseudoTag = 'en-XA'

const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const accented = 'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'
const letters = new Map([...plain].map((letter, index) => [letter, [...accented][index]]))

/** The text with every ASCII letter accented, but inside `{placeholders}`, which the page fills. */
export const pseudoText = (text: string) =>
  text
    .split(/(\{\w+\})/)
    .map((run) => (run.startsWith('{') ? run : [...run].map((letter) => letters.get(letter) ?? letter).join('')))
    .join('')

// English's words are lines and forms by count; forms by pronoun, a form's own forms, are accented all the same.
const pseudoWord = (word: Word): Word =>
  typeof word === 'string'
    ? pseudoText(word)
    : (Object.fromEntries(Object.entries(word).map(([form, inner]) => [form, pseudoWord(inner)])) as Word)

/** English's words, every one accented. */
export const pseudoWords = (): WordFile =>
  Object.fromEntries(
    Object.entries(en).map(([group, words]) => [
      group,
      Object.fromEntries(Object.entries(words as Record<string, Word>).map(([key, word]) => [key, pseudoWord(word)])),
    ]),
  )
