import { describe, expect, it } from 'vitest'
import { heldToPlaceholder, sentenceOf } from './held-words.ts'
import type { Template } from './words.ts'

describe('sentenceOf', () => {
  it.each([
    ['© {year} {name}. Powered by {credit}', '© {year} {name}. ', 'Powered by {credit}'],
    ['© {year} {name}. Site réalisé par {credit}.', '© {year} {name}. ', 'Site réalisé par {credit}.'],
    ['Made by {credit}. © {year}', '', 'Made by {credit}. © {year}'],
    ['{credit} made it', '', '{credit} made it'],
  ])('%s: cut before the sentence into {credit}', (word, before, sentence) => {
    const parts = sentenceOf(word as Template<'year' | 'name' | 'credit'>, 'credit')
    expect(parts).toEqual([before, sentence])
    expect(parts.join('')).toBe(word)
  })
})

describe('heldToPlaceholder', () => {
  it.each([
    ['Book {position} of {series}', 'Book {position} of\u00a0{series}'],
    ['الكتاب {position} من {series}', 'الكتاب {position} من\u00a0{series}'],
    ['{series}, book {position}', '{series}, book {position}'],
    ['Book {position}: {series}', 'Book {position}:\u00a0{series}'],
  ])('%s: the word before {series} held to it', (word, held) => {
    expect(heldToPlaceholder(word as Template<'position' | 'series'>, 'series')).toBe(held)
  })
})
