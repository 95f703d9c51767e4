import { content } from './content.ts'

/** The content's newsletter block: the tests that use it run only against a build that has one. */
export const newsletter = content.site.newsletter

/** An address no other test signs up, since every test of a run shares one database. */
export const uniqueReader = () => `reader-${crypto.randomUUID().slice(0, 8)}@example.com`

// The first page the content shows the form on: after the books, or at the end of a book's page.
export const formPage = newsletter?.showOn.includes('home')
  ? '/#newsletter'
  : `/books/${content.books[0].slug}#newsletter`

/** Every kind of page the form ends: the home's section after the books, and a book's page out now (one to come asks for its alert instead). */
export const formPages = [
  ...(newsletter?.showOn.includes('home') ? ['/#newsletter'] : []),
  ...(newsletter?.showOn.includes('book')
    ? [`/books/${(content.books.find((book) => !book.release?.forthcoming) ?? content.books[0]).slug}#newsletter`]
    : []),
]
