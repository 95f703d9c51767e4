import { describe, expect, it } from 'vitest'
import { fill, placeholdersOf, type Template, wordParts } from './words.ts'

const buy = 'Buy on {retailer} – {price}' as Template<'retailer' | 'price'>

describe('words', () => {
  it('names the placeholders of a word', () => {
    expect(placeholdersOf(buy)).toEqual(['retailer', 'price'])
    expect(placeholdersOf('Explore Books')).toEqual([])
  })

  it('fills each placeholder by name', () => {
    expect(fill(buy, { retailer: 'Amazon', price: '$12.99' })).toBe('Buy on Amazon – $12.99')
  })

  it('splits a word around the placeholders an element goes into', () => {
    expect(wordParts('Powered by {credit}.' as Template<'credit'>)).toEqual(['Powered by ', 'credit', '.'])
  })
})
