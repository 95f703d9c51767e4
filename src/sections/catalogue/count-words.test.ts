import * as words from 'virtual:words/catalogue'
import { describe, expect, it } from 'vitest'
import { type CountWords, countWords } from './count-words.ts'

describe('countWords', () => {
  it.each<[number, number, string]>([
    [40, 40, '40 books'],
    [1, 1, '1 book'],
    [3, 40, '3 of 40 books'],
    [0, 40, '0 of 40 books'],
    [1, 2, '1 of 2 books'],
  ])('%i shown of %i', (shown, total, expected) => {
    expect(countWords(words, 'en', shown, total)).toBe(expected)
  })

  it('says it in the site’s language, its numbers as the language writes them', () => {
    const portuguese = {
      count: { one: '{count} livro', other: '{count} livros' },
      countOf: { one: '{shown} de {count} livro', other: '{shown} de {count} livros' },
    } as unknown as CountWords
    expect(countWords(portuguese, 'pt-PT', 1, 1)).toBe('1 livro')
    expect(countWords(portuguese, 'pt-PT', 3, 40)).toBe('3 de 40 livros')
    const thousands = new Intl.NumberFormat('pt-PT')
    expect(countWords(portuguese, 'pt-PT', 12000, 20000)).toBe(
      `${thousands.format(12000)} de ${thousands.format(20000)} livros`,
    )
  })
})
