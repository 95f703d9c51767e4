import { expect, it, vi } from 'vitest'
import { counted, countText } from './counted.ts'
import type { Counted } from './words.ts'

it('chooses the form the language uses for a count, and writes the count its way', () => {
  const waiting = { one: '{count} message waiting', other: '{count} messages waiting' } as Counted<'count'>
  expect(counted(waiting, 'en', 1, {})).toBe('1 message waiting')
  expect(counted(waiting, 'en', 1200, {})).toBe('1,200 messages waiting')
  // French counts 0 and 1 as "one"; English counts 0 as "other".
  const french = { one: '{count} message en attente', other: '{count} messages en attente' } as Counted<'count'>
  expect(counted(french, 'fr', 0, {})).toBe('0 message en attente')
  expect(counted(waiting, 'en', 0, {})).toBe('0 messages waiting')
})

it('makes one number format and one set of plural rules per language, however often it counts', () => {
  const thousands = (language: string) => new Intl.NumberFormat(language).format(1500)
  const expected = ['0 livre', '0', '1 livre', '1', '2 livres', '2', `${thousands('fr-CA')} livres`, thousands('de-CH')]
  // The browser's own, counting each one made.
  const made = { NumberFormat: 0, PluralRules: 0 }
  class NumberFormat extends Intl.NumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args)
      made.NumberFormat++
    }
  }
  class PluralRules extends Intl.PluralRules {
    constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
      super(...args)
      made.PluralRules++
    }
  }
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { NumberFormat, PluralRules }))
  try {
    const books = { one: '{count} livre', other: '{count} livres' } as Counted<'count'>
    const said = [0, 1, 2, 1500].flatMap((count) => [counted(books, 'fr-CA', count, {}), countText('de-CH', count)])
    expect(said).toEqual(expected)
    expect(made).toEqual({ NumberFormat: 2, PluralRules: 1 })
  } finally {
    vi.unstubAllGlobals()
  }
})
