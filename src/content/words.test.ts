import { describe, expect, it } from 'vitest'
import { type Counted, counted, fill, placeholdersOf, type Template, wordParts } from './words.ts'

const buy = 'Buy on {retailer} - {price}' as Template<'retailer' | 'price'>

describe('words', () => {
  it('names the placeholders of a word', () => {
    expect(placeholdersOf(buy)).toEqual(['retailer', 'price'])
    expect(placeholdersOf('Explore Books')).toEqual([])
  })

  it('fills each placeholder by name', () => {
    expect(fill(buy, { retailer: 'Amazon', price: '$12.99' })).toBe('Buy on Amazon - $12.99')
  })

  it('splits a word around the placeholders an element goes into', () => {
    expect(wordParts('Powered by {credit}.' as Template<'credit'>)).toEqual(['Powered by ', 'credit', '.'])
  })

  it('chooses the form the language uses for a count, and writes the count its way', () => {
    const waiting = { one: '{count} message waiting', other: '{count} messages waiting' } as Counted<'count'>
    expect(counted(waiting, 'en', 1, {})).toBe('1 message waiting')
    expect(counted(waiting, 'en', 1200, {})).toBe('1,200 messages waiting')
    // French counts 0 and 1 as "one"; English counts 0 as "other".
    const french = { one: '{count} message en attente', other: '{count} messages en attente' } as Counted<'count'>
    expect(counted(french, 'fr', 0, {})).toBe('0 message en attente')
    expect(counted(waiting, 'en', 0, {})).toBe('0 messages waiting')
  })
})
