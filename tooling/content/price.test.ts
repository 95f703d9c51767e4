import { describe, expect, it } from 'vitest'
import { readPrice } from './price.ts'

const usd = { currency: 'USD', language: 'en' }
const eur = { currency: 'EUR', language: 'pt-PT' }

describe('readPrice', () => {
  it.each([
    ['$14.99', usd, { amount: 14.99, currency: 'USD', text: '$14.99' }],
    ['$15', usd, { amount: 15, currency: 'USD', text: '$15.00' }],
    ['$1,299.00', usd, { amount: 1299, currency: 'USD', text: '$1,299.00' }],
    [14.99, usd, { amount: 14.99, currency: 'USD', text: '$14.99' }],
    ['9.99 EUR', usd, { amount: 9.99, currency: 'EUR', text: '€9.99' }],
    ['12.5 gbp', usd, { amount: 12.5, currency: 'GBP', text: '£12.50' }],
    ['9,99 €', eur, { amount: 9.99, currency: 'EUR', text: '9,99\u00a0€' }],
    ['9,99\u00a0€', eur, { amount: 9.99, currency: 'EUR', text: '9,99\u00a0€' }],
    [9.99, eur, { amount: 9.99, currency: 'EUR', text: '9,99\u00a0€' }],
  ])('%j on a %j site → %j, written as the site writes it', (input, site, price) => {
    expect(readPrice(input, site)).toEqual({ price })
  })

  it.each([
    ['£9.99', usd, '"£9.99" is not a USD price as the site\'s language writes it (like "$9.99")'],
    ['9,99', usd, '"9,99" is not a USD price'],
    ['9,99 €', usd, '"9,99 €" is not a USD price'],
    ['€9.99', eur, '"€9.99" is not a EUR price as the site\'s language writes it (like "9,99 €")'],
    ['9.99 XYZ', usd, '"XYZ" is not an ISO 4217 currency code'],
    [-1, usd, 'expected an amount like 9.99, got -1'],
  ])('%j on a %j site: %s', (input, site, problem) => {
    const reading = readPrice(input, site)
    expect('problem' in reading && reading.problem.replace(/\u00a0/g, ' ')).toContain(problem)
  })
})
