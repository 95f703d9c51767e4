import { describe, expect, it } from 'vitest'
import { regionList, regionName } from './region-names.ts'

// The demo's site is English: the names and the joining word are English's.
describe('regionList', () => {
  it.each([
    [['GB'], 'United Kingdom'],
    [['GB', 'IE'], 'United Kingdom and Ireland'],
    [['PT', 'ES', 'BR'], 'Portugal, Spain, and Brazil'],
  ])('%j reads "%s"', (codes, text) => {
    expect(regionList(codes)).toBe(text)
  })
})

it('names a country by its code as the site writes it', () => {
  expect(regionName('PT')).toBe('Portugal')
})
