import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { counted } from '#src/content/counted.ts'
import { fill } from '#src/content/words.ts'
import type { CheckedContent } from '../schema.ts'
import { loadWords } from './load-words.ts'
import { localeTags } from './locale-file.ts'
import { type AuthorPronoun, inPronoun, isByPronoun, type Word } from './word-forms.ts'

const content = mkdtempSync(join(tmpdir(), 'content-'))
// Loaded once for each language and pronoun: the series' sentence below is asked for at many counts.
const loaded = new Map<string, ReturnType<typeof loadWords>>()
const wordsFor = (language: string, pronoun?: AuthorPronoun) => {
  const key = `${language} ${pronoun}`
  const words = loaded.get(key) ?? loadWords(content, { language, pronoun } as unknown as CheckedContent['site'])
  loaded.set(key, words)
  return words
}
const pronouns = ['she', 'he', 'they', undefined] as const

// The series page's description: a count of books and the author who wrote them, in one sentence.
const seriesText = (language: string, pronoun: AuthorPronoun | undefined, count: number) =>
  counted(wordsFor(language, pronoun).pageTitles.seriesText, language, count, { series: 'S', name: 'N' })

describe('inPronoun', () => {
  const line = { she: 'Obrigada.', he: 'Obrigado.', other: 'Agradecemos.' }
  const counts = { she: { one: 'a', other: 'as' }, he: { one: 'o', other: 'os' }, other: { one: '1', other: 'n' } }

  it('takes the form for site.yaml’s pronoun, other for they or none, and leaves a word without forms as it is', () => {
    expect(pronouns.map((pronoun) => inPronoun(line, pronoun))).toEqual([
      'Obrigada.',
      'Obrigado.',
      'Agradecemos.',
      'Agradecemos.',
    ])
    expect(pronouns.map((pronoun) => inPronoun(counts, pronoun))).toEqual([
      counts.she,
      counts.he,
      counts.other,
      counts.other,
    ])
    // A counted word's own `other` is a form by count, not by pronoun.
    expect(inPronoun({ one: 'a', other: 'b' }, 'she')).toEqual({ one: 'a', other: 'b' })
    expect(isByPronoun({ one: 'a', other: 'b' } as Word)).toBe(false)
  })
})

describe('gender and count chosen together', () => {
  // Intl.PluralRules('ar') names six forms: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100 other.
  it.each([
    [0, 'zero', '0 كتاب من S كتبتها N، بترتيب القراءة.', '0 كتاب من S كتبها N، بترتيب القراءة.'],
    [1, 'one', 'كتاب S الذي كتبته N.', 'كتاب S الذي كتبه N.'],
    [2, 'two', 'كتابا S اللذان كتبتهما N، بترتيب القراءة.', 'كتابا S اللذان كتبهما N، بترتيب القراءة.'],
    [3, 'few', '3 كتب من S كتبتها N، بترتيب القراءة.', '3 كتب من S كتبها N، بترتيب القراءة.'],
    [11, 'many', '11 كتابًا من S كتبتها N، بترتيب القراءة.', '11 كتابًا من S كتبها N، بترتيب القراءة.'],
    [100, 'other', '100 كتاب من S كتبتها N، بترتيب القراءة.', '100 كتاب من S كتبها N، بترتيب القراءة.'],
  ])('Arabic, %i books (%s): the verb by the author, the noun and its pronoun by the count', (count, form, she, he) => {
    expect(new Intl.PluralRules('ar').select(count)).toBe(form)
    // Arabic writes its digits its own way; the words around them are what this checks.
    const digits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)))
    expect(digits(seriesText('ar', 'she', count))).toBe(she)
    expect(digits(seriesText('ar', 'he', count))).toBe(he)
    expect(seriesText('ar', 'they', count)).toBe(seriesText('ar', undefined, count))
    expect(seriesText('ar', 'they', count)).toContain('لـN')
  })

  it('Portuguese: the participle by the count, the article by the author', () => {
    expect(seriesText('pt-PT', 'she', 1)).toBe('O livro de S, escrito pela N.')
    expect(seriesText('pt-PT', 'he', 3)).toBe('Os 3 livros de S, escritos pelo N, pela ordem de leitura.')
    expect(seriesText('pt-PT', 'she', 1_000_000)).toBe(
      `Os ${new Intl.NumberFormat('pt-PT').format(1_000_000)} de livros de S, escritos pela N, pela ordem de leitura.`,
    )
    expect(seriesText('pt-PT', 'they', 2)).toBe('Os 2 livros de S, de N, pela ordem de leitura.')
  })
})

describe.each(localeTags())('%s', (language) => {
  const rules = new Intl.PluralRules(language)

  it('gives the page one form per pronoun: a line, or forms by count in exactly the language’s categories', () => {
    for (const pronoun of pronouns) {
      const words = wordsFor(language, pronoun)
      for (const [group, keys] of Object.entries(words))
        for (const [key, word] of Object.entries(keys as Record<string, Word>)) {
          expect(isByPronoun(word), `${group}.${key}`).toBe(false)
          if (typeof word !== 'string')
            expect(Object.keys(word).toSorted(), `${group}.${key}`).toEqual(
              rules.resolvedOptions().pluralCategories.toSorted(),
            )
        }
    }
  })

  it('says a count of books with the author in the form Intl.PluralRules chooses, for each count', () => {
    for (const pronoun of pronouns) {
      const word = wordsFor(language, pronoun).pageTitles.seriesText
      for (const count of [0, 1, 2, 3, 11, 100, 1_000_000]) {
        const form = (word as unknown as Record<string, string>)[rules.select(count)] ?? word.other
        const text = seriesText(language, pronoun, count)
        expect(text).toBe(
          fill(form as never, { series: 'S', name: 'N', count: new Intl.NumberFormat(language).format(count) }),
        )
      }
    }
  })
})

// Where a language marks the author's gender, her site and his differ; where it does not, they are the same words.
it.each([
  ['ar', true],
  ['pt-PT', true],
  ['en', false],
  ['fr', false],
  ['de', false],
  ['es', false],
])('%s speaks of the author by gender: %s', (language, marks) => {
  const she = JSON.stringify(wordsFor(language, 'she'))
  const he = JSON.stringify(wordsFor(language, 'he'))
  expect(she !== he).toBe(marks)
})
