import { describe, expect, it } from 'vitest'
import { placeholdersOf } from '#src/content/words.ts'
import type { Word } from '../words/check-words.ts'
import { localeTags, readLocale } from '../words/locale-file.ts'
import { en } from './en.ts'

// Words every language may keep as English writes them: names, brands, and words the languages share.
const sameInEveryLanguage = new Set(['404', 'OK', 'Chat', 'Email', 'E-mail'])

const english = Object.entries(en).flatMap(([group, words]) =>
  Object.entries(words as Record<string, Word>).map(([key, word]) => ({ field: `${group}.${key}`, word })),
)
const forms = (word: Word) => (typeof word === 'string' ? { text: word } : word)
const namesOf = (word: Word) => [...new Set(Object.values(forms(word)).flatMap(placeholdersOf))].sort()

describe.each(localeTags().filter((tag) => tag !== 'en'))('%s', (tag) => {
  const words = readLocale(tag)
  const find = (field: string) => {
    const [group, key] = field.split('.')
    return words[group]?.[key]
  }

  it('has every English word, with the same placeholders', () => {
    expect(english.filter(({ field }) => find(field) === undefined).map(({ field }) => field)).toEqual([])
    for (const { field, word } of english) expect(namesOf(find(field) ?? ''), field).toEqual(namesOf(word))
  })

  it('leaves no word in English', () => {
    const left = english.filter(({ field, word }) => {
      const own = find(field)
      return own !== undefined && JSON.stringify(own) === JSON.stringify(word) && !sameInEveryLanguage.has(String(word))
    })
    expect(left.map(({ field }) => field)).toEqual([])
  })
})
