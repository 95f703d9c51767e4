import { books } from 'virtual:content/books'
import { newsletterOn } from 'virtual:content/site'
import type { AlertBook } from './link-words.ts'

/**
 * Where the form is, for a reader whose link expired: a release alert's on its book's page; the newsletter's on the
 * home page, else on a book's; none without a form.
 */
export function signUpAgainLink(book?: AlertBook) {
  if (book) return { to: '/books/$slug', params: { slug: book.slug }, hash: 'release-alert' } as const
  if (newsletterOn.includes('home')) return { to: '/', hash: 'newsletter' } as const
  if (newsletterOn.includes('book') && books[0])
    return { to: '/books/$slug', params: { slug: books[0].slug }, hash: 'newsletter' } as const
  return undefined
}
