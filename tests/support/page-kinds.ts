import { homeBooks } from '../../src/content/home-books.ts'
import { publishedPosts } from '../../tooling/content/news.ts'
import { content } from './content.ts'

const { books, series, readings, news, press } = content
const [newestPost] = publishedPosts(news)
/** The book the page kinds open: one with a sample chapter where there is one. */
export const sampleBook = books.find((one) => one.sample) ?? books[0]
/** A book with a card on the home (the first screen's lead has none), one with a sample chapter where one has. */
export const cardBook = homeBooks(books).find((one) => one.sample) ?? homeBooks(books)[0]
/** Whether the author has a catalogue (/books): more books than the home shows. */
export const hasCatalogue = homeBooks(books).length < books.length

/** One address of every kind of page the content under test has. */
export const pageKinds = [
  { kind: 'home', path: '/' },
  { kind: 'book', path: `/books/${sampleBook.slug}` },
  ...(sampleBook.sample ? [{ kind: 'sample', path: `/books/${sampleBook.slug}/sample` }] : []),
  ...(hasCatalogue ? [{ kind: 'catalogue', path: '/books' }] : []),
  ...(series[0] ? [{ kind: 'series', path: `/series/${series[0].slug}` }] : []),
  ...(readings.readings.length > 0 ? [{ kind: 'events', path: '/events' }] : []),
  ...(newestPost
    ? [
        { kind: 'news', path: '/news' },
        { kind: 'news post', path: `/news/${newestPost.slug}` },
      ]
    : []),
  ...(press ? [{ kind: 'press', path: '/press' }] : []),
  { kind: 'newsletter confirm', path: '/newsletter/confirm' },
  { kind: '404', path: '/no/such/page' },
]
