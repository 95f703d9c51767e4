import { expect, it } from 'vitest'
import { linkSearch } from './link-search.ts'

it.each<[Record<string, unknown>, { token?: string; book?: string }]>([
  [{ token: 'abc' }, { token: 'abc' }],
  [{}, {}],
  [{ token: '' }, {}],
  // TanStack reads `?token=123` as a number and `?token=a&token=b` as a list: neither is a mail's token.
  [{ token: 123 }, {}],
  [{ token: ['a', 'b'] }, {}],
  [
    { token: 'abc', book: 'the-quiet-2' },
    { token: 'abc', book: 'the-quiet-2' },
  ],
  // A book is a slug, as the mail writes it; anything else is the newsletter's link.
  [{ token: 'abc', book: '../books' }, { token: 'abc' }],
  [{ token: 'abc', book: 'The-Quiet' }, { token: 'abc' }],
  [{ token: 'abc', book: '' }, { token: 'abc' }],
  [
    { token: 'abc', book: 1984 },
    { token: 'abc', book: '1984' },
  ],
  [{ token: 'abc', book: -1 }, { token: 'abc' }],
  [{ book: 'the-quiet' }, { book: 'the-quiet' }],
])('%j → %j', (search, expected) => {
  expect(linkSearch(search)).toEqual(expected)
})
