import { describe, expect, it } from 'vitest'
import { type CountWords, countWords } from '#src/sections/catalogue/count-words.ts'
import { readLocale } from '../words/locale-file.ts'

// The catalogue's count with each language's own words: French says 0 as it says 1, Portuguese does not,
// and both count round millions apart ("de"). Numbers as the language writes them ("1 200", not "1,200").
const number = (language: string, count: number) => new Intl.NumberFormat(language).format(count)

describe.each<[string, [shown: number, total: number, expected: string][]]>([
  [
    'fr',
    [
      [0, 0, '0 livre'],
      [1, 1, '1 livre'],
      [40, 40, '40 livres'],
      [0, 40, '0 sur 40 livres'],
      [1, 2, '1 sur 2 livres'],
      [1200, 1200, `${number('fr', 1200)} livres`],
      [3, 1_000_000, `3 sur ${number('fr', 1_000_000)} de livres`],
    ],
  ],
  [
    'pt-PT',
    [
      [0, 0, '0 livros'],
      [1, 1, '1 livro'],
      [40, 40, '40 livros'],
      [0, 40, '0 de 40 livros'],
      [1, 2, '1 de 2 livros'],
      [1200, 1200, `${number('pt-PT', 1200)} livros`],
      [1_000_000, 1_000_000, `${number('pt-PT', 1_000_000)} de livros`],
    ],
  ],
])('the catalogue’s count in %s', (language, rows) => {
  const words = readLocale(language).catalogue as unknown as CountWords
  it.each(rows)('%i shown of %i: %s', (shown, total, expected) => {
    expect(countWords(words, language, shown, total)).toBe(expected)
  })
})
