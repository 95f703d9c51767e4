import * as bookWords from 'virtual:words/books'
import { describe, expect, it } from 'vitest'
import { buyButtonWords, buyWords } from './buy-words.ts'
import type { Template } from './words.ts'

describe('buyWords', () => {
  it.each([
    [{ retailer: 'Amazon', price: { text: '$14.99' } }, false, 'Buy on Amazon – $14.99'],
    [{ retailer: 'Bertrand', price: { text: '9,99\u00a0€' } }, false, 'Buy on Bertrand – 9,99\u00a0€'],
    [{ retailer: 'Amazon' }, false, 'Buy on Amazon'],
    [{ retailer: 'Amazon', price: { text: '$14.99' } }, true, 'Pre-order on Amazon – $14.99'],
    [{ retailer: 'Amazon' }, true, 'Pre-order on Amazon'],
  ])('%j, forthcoming %s → %s', (link, forthcoming, words) => {
    expect(buyWords(bookWords, link, forthcoming)).toBe(words)
  })
})

describe('buyButtonWords', () => {
  const store = { retailer: 'Casa del Libro', price: { text: '3,49\u00a0€' } }
  const withBuy = (buy: string) => ({ ...bookWords, buy: buy as Template<'retailer' | 'price'> })
  it.each([
    ['Buy on {retailer} – {price}', ['Buy on Casa del Libro –', '3,49\u00a0€']],
    ['Bei {retailer} kaufen – {price}', ['Bei Casa del Libro kaufen –', '3,49\u00a0€']],
    ['{price} at {retailer}', ['3,49\u00a0€', 'at Casa del Libro']],
    ['{price} – at {retailer}', ['3,49\u00a0€ –', 'at Casa del Libro']],
    ['Buy on {retailer} ({price})', ['Buy on Casa del Libro', '(3,49\u00a0€)']],
    ['Buy on {retailer} – {price}, signed', ['Buy on Casa del Libro –', '3,49\u00a0€, signed']],
    ['Buy on {retailer}{price}', ['Buy on Casa del Libro3,49\u00a0€']],
    ['Buy on {retailer}\u00a0–\u00a0{price}', ['Buy on Casa del Libro\u00a0–\u00a03,49\u00a0€']],
  ])('%s: the store’s phrase and the price’s, each a part', (word, parts) => {
    expect(buyButtonWords(withBuy(word), store)).toEqual(parts)
  })

  it('a store without a price is one part', () => {
    expect(buyButtonWords(bookWords, { retailer: 'Casa del Libro' })).toEqual(['Buy on Casa del Libro'])
  })

  it.each([
    [store, false],
    [store, true],
    [{ retailer: 'Casa del Libro' }, false],
    [{ retailer: 'Casa del Libro' }, true],
  ])('reads as the label does: %j, forthcoming %s', (link, forthcoming) => {
    expect(buyButtonWords(bookWords, link, forthcoming).join(' ')).toBe(buyWords(bookWords, link, forthcoming))
  })
})
