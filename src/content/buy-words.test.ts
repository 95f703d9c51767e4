import * as bookWords from 'virtual:words/books'
import { describe, expect, it } from 'vitest'
import { buyButtonWords, buyWords } from './buy-words.ts'
import type { Template } from './words.ts'

describe('buyWords', () => {
  it.each([
    [{ retailer: 'Amazon', price: { text: '$14.99' } }, 'Buy on Amazon - $14.99'],
    [{ retailer: 'Bertrand', price: { text: '9,99\u00a0€' } }, 'Buy on Bertrand - 9,99\u00a0€'],
  ])('%j → %s', (link, words) => {
    expect(buyWords(bookWords.buy, link)).toBe(words)
  })
})

describe('buyButtonWords', () => {
  const store = { retailer: 'Casa del Libro', price: { text: '3,49\u00a0€' } }
  it.each([
    ['Buy on {retailer} - {price}', 'Buy on Casa del Libro\u00a0-\u00a03,49\u00a0€'],
    ['Bei {retailer} kaufen - {price}', 'Bei Casa del Libro\u00a0kaufen\u00a0-\u00a03,49\u00a0€'],
    ['{price} at {retailer}', '3,49\u00a0€ at Casa del Libro'],
  ])('%s: the price keeps to its store', (word, words) => {
    expect(buyButtonWords(word as Template<'retailer' | 'price'>, store)).toBe(words)
  })

  it('reads as the label does', () => {
    expect(buyButtonWords(bookWords.buy, store).replaceAll('\u00a0', ' ')).toBe(
      buyWords(bookWords.buy, store).replaceAll('\u00a0', ' '),
    )
  })
})
