import { expect, it } from 'vitest'
import { booksLayout, cardColumns, coverSizes } from './books-layout.ts'

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

it('keeps the spec’s cover, a third of the card, for a list, and narrows it for few', () => {
  expect(cardColumns('list')).toBe('md:grid-cols-[1fr_2fr]')
  expect(cardColumns('few')).toBe(cardColumns('alone'))
  expect(cardColumns('few')).not.toContain('1fr_2fr')
  expect(coverSizes('list')).toBe('(min-width: 768px) 33vw, 100vw')
  expect(coverSizes('alone')).toBe('(min-width: 768px) 14rem, 100vw')
})
