// The confirmation mail's links: the page each opens, and a release alert's book named in them (decision 0075).
import { expect, it } from 'vitest'
import { englishReaderWords } from '../_shared/reader-words.ts'
import { composeConfirmationMail, linkPageUrl } from './mail.ts'

const siteUrl = 'https://author.example'
const token = 't'.repeat(43)

it.each<[string, string | undefined, string | undefined, string]>([
  ['a token', token, undefined, `${siteUrl}/newsletter/confirm?token=${token}`],
  ['a token and an alert’s book', token, 'the-quiet', `${siteUrl}/newsletter/confirm?token=${token}&book=the-quiet`],
  ['neither', undefined, undefined, `${siteUrl}/newsletter/confirm`],
])('the confirm page’s address with %s', (_what, linkToken, book, url) => {
  expect(linkPageUrl(siteUrl, 'confirm', linkToken, book)).toBe(url)
})

const compose = (book?: { slug: string; title: string }) =>
  composeConfirmationMail(
    { to: 'ada@example.com', consent: 'Yes.', ...(book && { book }) },
    { confirm: 'c'.repeat(43), unsubscribe: 'u'.repeat(43) },
    {
      siteUrl,
      functionsUrl: 'https://project.supabase.example/functions/v1',
      words: { ...englishReaderWords, newsletter: { name: 'Letters' } },
    },
    'key-1',
  )

it('an alert’s links name its book, for the pages’ words; the token is the same as without it', () => {
  const mail = compose({ slug: 'the-quiet', title: 'The Quiet' })
  expect(mail.confirmUrl).toBe(`${siteUrl}/newsletter/confirm?token=${'c'.repeat(43)}&book=the-quiet`)
  expect(mail.unsubscribeUrl).toBe(`${siteUrl}/newsletter/unsubscribe?token=${'u'.repeat(43)}&book=the-quiet`)
  expect(mail.headers['List-Unsubscribe']).toBe(
    `<https://project.supabase.example/functions/v1/newsletter-subscribe/unsubscribe?token=${'u'.repeat(43)}&book=the-quiet>`,
  )
  expect(mail.text).toContain(mail.confirmUrl)
  expect(mail.text).toContain(mail.unsubscribeUrl)
})

it('the newsletter’s links name no book', () => {
  const mail = compose()
  expect(mail.confirmUrl).toBe(`${siteUrl}/newsletter/confirm?token=${'c'.repeat(43)}`)
  expect(mail.unsubscribeUrl).toBe(`${siteUrl}/newsletter/unsubscribe?token=${'u'.repeat(43)}`)
  expect(mail.headers['List-Unsubscribe']).not.toContain('book')
})
