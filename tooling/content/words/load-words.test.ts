import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CheckedContent } from '../schema.ts'
import { loadWords } from './load-words.ts'

const locales = mkdtempSync(join(tmpdir(), 'locales-'))
writeFileSync(
  join(locales, 'pt-PT.yaml'),
  'books:\n  heading: Livros em destaque\n  all: Todos os livros\n' +
    'contact:\n  thanks:\n    she: Obrigada, {name}.\n    he: Obrigado, {name}.\n    other: Agradecemos, {name}.\n',
)

const site = (language: string, newsletterWords?: Record<string, string>, pronoun?: string) =>
  ({
    language,
    pronoun,
    newsletter: newsletterWords && { words: newsletterWords },
  }) as unknown as CheckedContent['site']
const contentWith = (wordsYaml?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  if (wordsYaml !== undefined) writeFileSync(join(dir, 'words.yaml'), wordsYaml)
  return dir
}

describe('loadWords', () => {
  it('gives English for an English site', () => {
    expect(loadWords(contentWith(), site('en'), locales).books.heading).toBe('Featured Books')
  })

  it('takes the locale’s words, and the author’s words.yaml over them', () => {
    const words = loadWords(contentWith('books:\n  all: Os meus livros\n'), site('pt-PT'), locales)
    expect(words.books.heading).toBe('Livros em destaque')
    expect(words.books.all).toBe('Os meus livros')
  })

  it('sets the author’s words with typographic punctuation, but for the consent line an alert keeps as written', () => {
    const words = loadWords(
      contentWith(
        `books:\n  all: Ana's books - all of them...\n  buy: Get it at {retailer} - {price}\n` +
          `contact:\n  thanks:\n    she: "Thanks, {name}: she'll write."\n    he: "Thanks, {name}: he'll write."\n    other: "Thanks, {name}: they'll write."\n` +
          `newsletter:\n  alertConsent: Yes, mail me when it's out.\n`,
      ),
      site('en', undefined, 'she'),
      locales,
    )
    expect(words.books.all).toBe('Ana’s books – all of them…')
    expect(words.books.buy).toBe('Get it at {retailer} – {price}')
    expect(words.contact.thanks).toBe('Thanks, {name}: she’ll write.')
    expect(words.newsletter.alertConsent).toBe("Yes, mail me when it's out.")
  })

  it('reads site.yaml’s newsletter words as the newsletter group’s, the others the locale’s', () => {
    const words = loadWords(contentWith(), site('en', { subscribe: 'Join' }), locales)
    expect(words.newsletter.subscribe).toBe('Join')
    expect(words.newsletter.confirmButton).toBe('Confirm my subscription')
  })

  it('stops on the author’s unknown word, naming the nearest', () => {
    expect(() => loadWords(contentWith('books:\n  heding: Books\n'), site('en'), locales)).toThrow(
      /words\.yaml: line 2: books\.heding: no such word; did you mean "heading"\?/,
    )
  })

  it('settles a line given by the author’s pronoun as site.yaml says, and other for they or none', () => {
    const thanks = (pronoun?: string) =>
      loadWords(contentWith(), site('pt-PT', undefined, pronoun), locales).contact.thanks
    expect(thanks('she')).toBe('Obrigada, {name}.')
    expect(thanks('he')).toBe('Obrigado, {name}.')
    expect(thanks('they')).toBe('Agradecemos, {name}.')
    expect(thanks()).toBe('Agradecemos, {name}.')
  })
})
