import { describe, expect, it } from 'vitest'
import { regionList, regionNames } from './region-words.ts'

describe('regionList', () => {
  it.each([
    [['GB'], 'en', 'United Kingdom'],
    [['GB', 'IE'], 'en', 'United Kingdom and Ireland'],
    [['PT', 'ES', 'BR'], 'en', 'Portugal, Spain, and Brazil'],
    [['PT', 'ES', 'BR'], 'pt-PT', 'Portugal, Espanha e Brasil'],
    [[], 'en', ''],
  ])('%j in %s reads "%s"', (codes, language, text) => {
    expect(regionList(codes, language)).toBe(text)
  })
})

it('names each country by its code as the site writes it', () => {
  expect(regionNames(['PT', 'GB'], 'pt-PT')).toEqual({ PT: 'Portugal', GB: 'Reino Unido' })
})
