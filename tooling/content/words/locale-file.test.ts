import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeFor, localeTags, wordsForLanguage } from './locale-file.ts'

const tags = ['en', 'pt-PT', 'de']

describe('localeFor', () => {
  it('takes the same tag, else the same language in another region', () => {
    expect(localeFor('pt-PT', tags)).toBe('pt-PT')
    expect(localeFor('pt-br', tags)).toBe('pt-PT')
    expect(localeFor('de-AT', tags)).toBe('de')
    expect(localeFor('en-GB', tags)).toBe('en')
    expect(localeFor('ja', tags)).toBeUndefined()
  })

  // The shipped files: a site in any region of a language they cover speaks it.
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['pt-PT', 'pt-PT'],
    ['pt-BR', 'pt-PT'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['fr-BE', 'fr'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-ES', 'es'],
  ])('a site in %s takes the words of %s', (language, file) => {
    expect(localeFor(language, localeTags())).toBe(file)
  })
})

describe('wordsForLanguage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'))
  writeFileSync(join(dir, 'pt-PT.yaml'), 'books:\n  heading: Livros em destaque\n')

  it('reads the language’s file', () => {
    expect(wordsForLanguage('pt-PT', dir)).toEqual({ books: { heading: 'Livros em destaque' } })
  })

  it('gives the pseudo-locale, en-XA, every English word accented, with no file of its own', () => {
    expect(wordsForLanguage('en-XA', dir).hero.explore).toBe('Éẋþļóŕé Ɓóóķš')
  })

  it('stops with one line naming the file to add when the language has none', () => {
    expect(() => wordsForLanguage('ja-JP', dir)).toThrow(/^site\.yaml: language: no words for "ja-JP": add .*ja\.yaml/)
    expect(() => wordsForLanguage('ja-JP', dir)).toThrow(/^[^\n]+$/)
  })

  it('refuses a locale file whose word lost a placeholder', () => {
    writeFileSync(join(dir, 'de.yaml'), 'books:\n  buy: Kaufen\n')
    expect(() => wordsForLanguage('de', dir)).toThrow(/de\.yaml: line 2: books\.buy: keep \{retailer\}, \{price\}/)
  })
})
