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

it('counts from what the build wrote when it has the count, making no Intl object', () => {
  const books = { one: '{count} book', other: '{count} books' } as Counted<'count'>
  // Forms no language has: only the written ones could give them.
  const written = { language: 'en', forms: ['few', 'many', 'two'], texts: ['none', 'un', 'deux'] } as const
  function refused(): never {
    throw new Error('an Intl object was made')
  }
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { NumberFormat: refused, PluralRules: refused }))
  try {
    const withFew = { ...books, few: '{count} few books' } as Counted<'count'>
    expect([0, 1].map((count) => counted(withFew, 'en', count, {}, written))).toEqual(['none few books', 'un books'])
    expect(countText('en', 2, written)).toBe('deux')
  } finally {
    vi.unstubAllGlobals()
  }
})

it('counts with Intl what the build did not write: a count past the table, another language', () => {
  const books = { one: '{count} book', other: '{count} books' } as Counted<'count'>
  const written = { language: 'en', forms: ['other', 'one'], texts: ['0', '1'] } as const
  expect(counted(books, 'en', 2, {}, written)).toBe('2 books')
  expect(counted(books, 'en', 1.5, {}, written)).toBe('1.5 books')
  expect(counted({ one: '{count} livre', other: '{count} livres' } as Counted<'count'>, 'fr', 1, {}, written)).toBe(
    '1 livre',
  )
})
