import { expect, it } from 'vitest'
import { booksLayout, cardClass, coverSizes } from './books-layout.ts'

it.each([
  [1, false, false, 'alone'],
  [1, false, true, 'few'],
  [1, true, false, 'few'],
  [2, false, false, 'few'],
  [0, true, false, 'few'],
  [2, true, false, 'list'],
  [3, false, true, 'list'],
  [4, false, false, 'list'],
] as const)('%i book(s), a teaser %s, more in the catalogue %s: %s', (books, teaser, more, layout) => {
  expect(booksLayout({ books, teaser, more })).toBe(layout)
})

it('keeps the spec’s cover, a third of the card, for a list, narrows it for few, and a third beside the title on a phone', () => {
  expect(cardClass('list')).toMatch(/ md:grid-cols-\[1fr_2fr\]$/)
  expect(cardClass('few')).toBe(cardClass('alone'))
  expect(cardClass('few')).not.toContain('1fr_2fr')
  for (const layout of ['list', 'few'] as const) expect(cardClass(layout)).toMatch(/^phone-card /)
  expect(coverSizes('list')).toBe('(min-width: 768px) 33vw, calc(33vw - 2rem)')
  expect(coverSizes('alone')).toBe('(min-width: 768px) 14rem, calc(33vw - 2rem)')
})
