import { expect, it } from 'vitest'
import { tokenSearch } from './token-search.ts'

it.each<[Record<string, unknown>, { token?: string }]>([
  [{ token: 'abc' }, { token: 'abc' }],
  [{}, {}],
  [{ token: '' }, {}],
  // TanStack reads `?token=123` as a number and `?token=a&token=b` as a list: neither is a mail's token.
  [{ token: 123 }, {}],
  [{ token: ['a', 'b'] }, {}],
])('%j → %j', (search, expected) => {
  expect(tokenSearch(search)).toEqual(expected)
})
