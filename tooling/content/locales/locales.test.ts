import { describe, expect, it } from 'vitest'
import type { Word } from '../words/check-words.ts'
import { localeTags, readLocale } from '../words/locale-file.ts'
import { en } from './en.ts'

// Words every language may keep as English writes them: names, brands, and words the languages share.
const sameInEveryLanguage = new Set(['404', 'OK', 'Chat', 'Email', 'E-mail'])

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

  // Arabic says 0, 1, 2, 3–10, 11–99 and 100 differently: a missing form would fall back to `other`, wrong for that count.
  it('has, for each word by count, the form its language picks for every count up to 1,000', () => {
    const own = words()
    const picked = new Set(Array.from({ length: 1001 }, (_, count) => new Intl.PluralRules(tag).select(count)))
    const missing = english
      .filter(({ word }) => typeof word !== 'string')
      .flatMap(({ group, key }) =>
        [...picked]
          .filter((form) => (own[group]?.[key] as Record<string, string> | undefined)?.[form] === undefined)
          .map((form) => `${group}.${key}.${form}`),
      )
    expect(missing).toEqual([])
  })

  it('leaves no word in English', () => {
    const own = words()
    const left = english.filter(
      ({ group, key, word }) =>
        JSON.stringify(own[group]?.[key]) === JSON.stringify(word) && !sameInEveryLanguage.has(String(word)),
    )
    expect(left.map(({ group, key }) => `${group}.${key}`)).toEqual([])
  })
})
