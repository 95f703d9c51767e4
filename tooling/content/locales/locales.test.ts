import { describe, expect, it } from 'vitest'
import { localeTags, readLocale } from '../words/locale-file.ts'
import { pronounVariants, textsOf, type Word } from '../words/word-forms.ts'
import { en } from './en.ts'
import { keptAsInEnglish } from './kept-as-in-english.ts'

// A word of placeholders and punctuation alone ("{number}. {title}") is in no language.
const hasLetters = (word: Word) => /\p{L}/u.test(JSON.stringify(word).replace(/\{\w+\}/g, ''))

const english = Object.entries(en).flatMap(([group, words]) =>
  Object.entries(words as Record<string, Word>).map(([key, word]) => ({ group, key, word })),
)

describe.each(localeTags().filter((tag) => tag !== 'en'))('%s', (tag) => {
  // readLocale refuses, as the build does, a word whose placeholders differ from English's or an unknown key.
  const words = () => readLocale(tag)

  it('has every English word, with the same placeholders', () => {
    const own = words()
    expect(
      english.filter(({ group, key }) => own[group]?.[key] === undefined).map(({ group, key }) => `${group}.${key}`),
    ).toEqual([])
  })

  it('says each counted word in exactly the forms its language counts by', () => {
    const own = words()
    const forms = new Intl.PluralRules(tag).resolvedOptions().pluralCategories.toSorted()
    // A word in forms by the author's pronoun counts in each of them.
    const wrong = english
      .filter(({ word }) => typeof word !== 'string')
      .filter(({ group, key }) =>
        pronounVariants(own[group]?.[key] ?? '').some(
          (variant) => JSON.stringify(Object.keys(variant).toSorted()) !== JSON.stringify(forms),
        ),
      )
    expect(wrong.map(({ group, key }) => `${group}.${key}`)).toEqual([])
  })

  // French, Spanish and Portuguese count round millions apart ("1 000 000 de livres"): a `many` copied from `other` misses the "de".
  it.runIf(new Intl.PluralRules(tag).select(1_000_000) === 'many' && new Intl.PluralRules(tag).select(11) !== 'many')(
    'says round millions in their own form',
    () => {
      const own = words()
      const copied = english.filter(({ group, key, word }) => {
        const forms = own[group]?.[key]
        return (
          typeof word !== 'string' &&
          forms !== undefined &&
          pronounVariants(forms).some((variant) => typeof variant === 'object' && variant.many === variant.other)
        )
      })
      expect(copied.map(({ group, key }) => `${group}.${key}`)).toEqual([])
    },
  )

  it('leaves no word in English', () => {
    const own = words()
    const left = english.filter(
      ({ group, key, word }) =>
        JSON.stringify(own[group]?.[key]) === JSON.stringify(word) &&
        !keptAsInEnglish.has(String(word)) &&
        hasLetters(word),
    )
    expect(left.map(({ group, key }) => `${group}.${key}`)).toEqual([])
  })
})

// The spec writes these with plain characters: its "Sending..." and "Let's Connect", and the buy button's "a dash" between store and price.
const fixedBySpec = new Set(['contact.sending', 'contact.heading', 'books.buy'])
const plainPunctuation = [
  { mark: /\p{L}'\p{L}/u, instead: '’' },
  { mark: /\.\.\./, instead: '…' },
  { mark: / - /, instead: '– or —' },
  { mark: /"/, instead: '“ ” « » or „ “' },
]

describe.each(localeTags())('%s', (tag) => {
  it('sets its words with typographic punctuation', () => {
    const own: Record<string, Record<string, Word>> = tag === 'en' ? en : readLocale(tag)
    const plain = Object.entries(own).flatMap(([group, words]) =>
      Object.entries(words)
        .filter(([key]) => !(fixedBySpec.has(`${group}.${key}`) && (tag === 'en' || key === 'buy')))
        .flatMap(([key, word]) =>
          textsOf(word).flatMap((text) =>
            plainPunctuation.filter(({ mark }) => mark.test(text)).map(({ instead }) => `${group}.${key}: ${instead}`),
          ),
        ),
    )
    expect(plain).toEqual([])
  })
})
