import { describe, expect, it } from 'vitest'
import { englishReaderWords, readerWordsFrom } from './reader-words.ts'

const withWord = (group: 'formRules' | 'confirmationMail', key: string, word: unknown) =>
  JSON.stringify({ ...englishReaderWords, [group]: { ...englishReaderWords[group], [key]: word } })

describe('readerWordsFrom (SITE_WORDS)', () => {
  it('is English when unset', () => {
    expect(readerWordsFrom(undefined)).toBe(englishReaderWords)
    expect(readerWordsFrom('')).toBe(englishReaderWords)
  })

  it('takes another language’s words with the same placeholders', () => {
    const json = withWord('formRules', 'required', '{field}: preenchimento obrigatório')
    expect(readerWordsFrom(json)).toEqual(JSON.parse(json))
  })

  it.each([
    ['not JSON', '{', /SITE_WORDS must be JSON/],
    ['a word missing', withWord('formRules', 'required', undefined), /SITE_WORDS\.formRules\.required/],
    ['a placeholder lost', withWord('formRules', 'tooLong', '{field} é demasiado longo'), /formRules\.tooLong/],
    ['a placeholder added', withWord('confirmationMail', 'notYou', 'Olá {name}'), /confirmationMail\.notYou/],
    ['no forms by count', withWord('confirmationMail', 'toConfirm', 'Abra em {count} dias'), /toConfirm/],
    ['no language', JSON.stringify({ ...englishReaderWords, language: 'not a tag!' }), /language/],
  ])('refuses %s, in one line naming it', (_, json, problem) => {
    expect(readerWordsFrom(json)).toMatch(problem)
  })
})
