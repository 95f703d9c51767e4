import { expect, it } from 'vitest'
import { signUpAgainLink } from './sign-up-again.ts'

it('sends a release alert’s reader to the alert’s form on its book’s page', () => {
  expect(signUpAgainLink({ slug: 'the-quiet', title: 'The Quiet' })).toEqual({
    to: '/books/$slug',
    params: { slug: 'the-quiet' },
    hash: 'release-alert',
  })
})
