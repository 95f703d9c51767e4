import * as bookWords from 'virtual:words/books'
import { describe, expect, it } from 'vitest'
import { buyWords } from './buy-words.ts'

describe('buyWords', () => {
  it.each([
    [{ retailer: 'Amazon', price: { text: '$14.99' } }, 'Buy on Amazon - $14.99'],
    [{ retailer: 'Bertrand', price: { text: '9,99\u00a0€' } }, 'Buy on Bertrand - 9,99\u00a0€'],
  ])('%j → %s', (link, words) => {
    expect(buyWords(bookWords.buy, link)).toBe(words)
  })
})
