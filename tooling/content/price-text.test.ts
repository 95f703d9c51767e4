import { describe, expect, it } from 'vitest'
import { priceText } from './price-text.ts'

describe('priceText', () => {
  it.each([
    [{ amount: 14.99, currency: 'USD' }, 'en', '$14.99'],
    [{ amount: 9.99, currency: 'EUR' }, 'pt-PT', '9,99\u00a0€'],
    [{ amount: 9.99, currency: 'GBP' }, 'en-GB', '£9.99'],
    [{ amount: 1200, currency: 'JPY' }, 'ja', '￥1,200'],
    [{ amount: 15, currency: 'USD' }, 'en', '$15.00'],
  ])('%j in %s → %s', (price, language, expected) => {
    expect(priceText(price, language)).toBe(expected)
  })

  it('keeps each currency apart within a language', () => {
    expect([priceText({ amount: 5, currency: 'EUR' }, 'en'), priceText({ amount: 5, currency: 'USD' }, 'en')]).toEqual([
      '€5.00',
      '$5.00',
    ])
  })
})
