import { expect, it } from 'vitest'
import { addressWithoutToken } from './address-without-token.ts'

it.each([
  ['the token alone', 'https://a.example/newsletter/confirm?token=abc', '/newsletter/confirm'],
  [
    'the token among other search',
    'https://a.example/newsletter/confirm?a=1&token=abc&b=2#x',
    '/newsletter/confirm?a=1&b=2#x',
  ],
  ['every token given', 'https://a.example/newsletter/unsubscribe?token=a&token=b', '/newsletter/unsubscribe'],
  ['an empty token', 'https://a.example/newsletter/unsubscribe?token=', '/newsletter/unsubscribe'],
])('takes %s out of the address', (_what, href, address) => {
  expect(addressWithoutToken(href)).toBe(address)
})

it('leaves an address without a token alone', () => {
  expect(addressWithoutToken('https://a.example/newsletter/confirm?tokens=1')).toBeUndefined()
})
