import * as bookWords from 'virtual:words/books'
import { describe, expect, it } from 'vitest'
import { buyWords } from './buy-words.ts'

describe('buyWords', () => {
  it.each([
    [{ retailer: 'Amazon', price: { amount: 14.99, currency: 'USD' } }, 'en', 'Buy on Amazon - $14.99'],
    [{ retailer: 'Bertrand', price: { amount: 9.99, currency: 'EUR' } }, 'pt-PT', 'Buy on Bertrand - 9,99\u00a0€'],
  ])('%j in %s → %s', (link, language, words) => {
    expect(buyWords(bookWords.buy, link, language)).toBe(words)
  })
})
