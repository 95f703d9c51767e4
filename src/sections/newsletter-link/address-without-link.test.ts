import { expect, it } from 'vitest'
import { addressWithoutLink } from './address-without-link.ts'

it.each([
  ['the token alone', 'https://a.example/newsletter/confirm?token=abc', '/newsletter/confirm'],
  [
    'the token among other search',
    'https://a.example/newsletter/confirm?a=1&token=abc&b=2#x',
    '/newsletter/confirm?a=1&b=2#x',
  ],
  ['every token given', 'https://a.example/newsletter/unsubscribe?token=a&token=b', '/newsletter/unsubscribe'],
  ['an empty token', 'https://a.example/newsletter/unsubscribe?token=', '/newsletter/unsubscribe'],
  ['an alert’s token and book', 'https://a.example/newsletter/confirm?token=abc&book=the-quiet', '/newsletter/confirm'],
  ['a book alone', 'https://a.example/newsletter/unsubscribe?book=the-quiet&a=1', '/newsletter/unsubscribe?a=1'],
])('takes %s out of the address', (_what, href, address) => {
  expect(addressWithoutLink(href)).toBe(address)
})

it('leaves an address without a token or book alone', () => {
  expect(addressWithoutLink('https://a.example/newsletter/confirm?tokens=1&books=2')).toBeUndefined()
})
