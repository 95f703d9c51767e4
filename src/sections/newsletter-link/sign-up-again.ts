import { books } from 'virtual:content/books'
import { newsletterOn } from 'virtual:content/site'

/** Where the form is, for a reader whose link expired: the home page's, else a book's; none without a form. */
export function signUpAgainLink() {
  if (newsletterOn.includes('home')) return { to: '/', hash: 'newsletter' } as const
  if (newsletterOn.includes('book') && books[0])
    return { to: '/books/$slug', params: { slug: books[0].slug }, hash: 'newsletter' } as const
  return undefined
}
