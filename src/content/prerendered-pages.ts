import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import { posts } from 'virtual:content/news'
import { readings } from 'virtual:content/readings'
import { series } from 'virtual:content/series'
import { newsletterOn, pressOn } from 'virtual:content/site'
import * as aboutWords from 'virtual:words/about'
import * as bookWords from 'virtual:words/books'
import * as catalogueWords from 'virtual:words/catalogue'
import * as words from 'virtual:words/newsletter'
import type { Book, Post, Series } from './content.ts'
import { eventsPageMeta, eventsPath } from './events-page.ts'
import {
  bookPageMeta,
  cataloguePageMeta,
  linkPageMeta,
  newsPageMeta,
  notFoundPageMeta,
  postPageMeta,
  pressPageMeta,
  samplePageMeta,
} from './page-meta.ts'
import { notFoundPath, type PrerenderedPage, pressPath } from './prerendered-page.ts'
import { seriesPageMeta } from './series-page-meta.ts'
import { socialImage } from './social-image.ts'
import {
  bookStructuredData,
  catalogueStructuredData,
  eventsStructuredData,
  postStructuredData,
  sampleStructuredData,
  seriesStructuredData,
} from './structured-data.ts'
import { fill } from './words.ts'

function pagesOf(book: Book, siteUrl: string): PrerenderedPage[] {
  const path = `/books/${book.slug}`
  const image = socialImage(book.cover, fill(bookWords.cover, { title: book.title }))
  const page = {
    kind: 'book' as const,
    path,
    file: `books/${book.slug}.html`,
    meta: bookPageMeta(book, author.name),
    image,
    structuredData: bookStructuredData(book, siteUrl),
  }
  if (!book.sample) return [page]
  const sample = {
    kind: 'sample' as const,
    path: `${path}/sample`,
    file: `books/${book.slug}/sample.html`,
    meta: samplePageMeta(book, book.sample, author.name),
    image,
    structuredData: sampleStructuredData(book, book.sample.title, siteUrl),
  }
  return [page, sample]
}

const seriesPage = (one: Series, siteUrl: string): PrerenderedPage => ({
  kind: 'series',
  path: `/series/${one.slug}`,
  file: `series/${one.slug}.html`,
  meta: seriesPageMeta(one, author.name),
  ...(one.image && { image: socialImage(one.image, one.name) }),
  structuredData: seriesStructuredData(one, siteUrl),
})

const postPage = (post: Post, siteUrl: string): PrerenderedPage => ({
  kind: 'news-post',
  path: `/news/${post.slug}`,
  file: `news/${post.slug}.html`,
  meta: postPageMeta(post, author.name),
  ...(post.image && { image: socialImage(post.image.image, post.image.alt) }),
  structuredData: postStructuredData(post, siteUrl),
})

// The news page and each post's, for a site with posts; without, /news is an unknown address, the 404.
const newsPages = (siteUrl: string): PrerenderedPage[] =>
  posts.length === 0
    ? []
    : [
        { kind: 'news', path: '/news', file: 'news.html', meta: newsPageMeta(author.name) },
        ...posts.map((post) => postPage(post, siteUrl)),
      ]

// Every event, upcoming and past, made for a site with events: where the header's Events link leads.
const eventsPage = (siteUrl: string): PrerenderedPage => ({
  kind: 'events',
  path: eventsPath,
  file: `${eventsPath.slice(1)}.html`,
  meta: eventsPageMeta(author.name),
  structuredData: eventsStructuredData(siteUrl),
})

// Pages a mail's link opens, made for a site with a newsletter block: a host serves them at their addresses;
// search engines never list them.
const newsletterLinkPages: PrerenderedPage[] = [
  {
    kind: 'newsletter-link',
    path: '/newsletter/confirm',
    file: 'newsletter/confirm.html',
    meta: linkPageMeta(words.confirmTitle, words.confirmText, author.name),
    indexed: false,
    secretInAddress: true,
  },
  {
    kind: 'newsletter-link',
    path: '/newsletter/unsubscribe',
    file: 'newsletter/unsubscribe.html',
    meta: linkPageMeta(words.unsubscribeTitle, words.unsubscribeText, author.name),
    indexed: false,
    secretInAddress: true,
  },
]

// Its card is a shelf of the first covers, as the page opens with them.
const shelfSize = 5

const cataloguePage = (siteUrl: string): PrerenderedPage => ({
  kind: 'catalogue',
  path: '/books',
  file: 'books.html',
  meta: cataloguePageMeta(author.name, books.length === 1),
  image: {
    ...socialImage(books[0].cover, fill(catalogueWords.shelf, { name: author.name })),
    beside: books.slice(1, shelfSize).map((book) => socialImage(book.cover, '').src),
  },
  structuredData: catalogueStructuredData(siteUrl),
  // An only book's catalogue is a list of one: it answers an address kept or typed, but no search sends readers there.
  ...(books.length === 1 && { indexed: false as const }),
})

// The press kit, when the content has one: its card is the author's portrait, as a byline's would be.
const pressPage: PrerenderedPage = {
  kind: 'press',
  path: pressPath,
  file: 'press.html',
  meta: pressPageMeta(author.name),
  image: socialImage(author.portrait, fill(aboutWords.portrait, { name: author.name })),
}

// What a host answers, with status 404, for a path no file has: a removed book's address among them.
const notFoundPage: PrerenderedPage = {
  kind: 'not-found',
  path: notFoundPath,
  file: '404.html',
  meta: notFoundPageMeta(author.name),
  indexed: false,
}

/**
 * The catalogue; each series' page; the events page, when there are events; every book's page and, when it has one,
 * its sample chapter's, in the books' order; the news page and each post's, newest first; the press kit, when there is
 * one; then the newsletter's link pages, when it has one, and the 404 page.
 */
export const prerenderedPages = (siteUrl: string) => [
  cataloguePage(siteUrl),
  ...series.map((one) => seriesPage(one, siteUrl)),
  ...(readings.readings.length > 0 ? [eventsPage(siteUrl)] : []),
  ...books.flatMap((book) => pagesOf(book, siteUrl)),
  ...newsPages(siteUrl),
  ...(pressOn ? [pressPage] : []),
  ...(newsletterOn.length > 0 ? newsletterLinkPages : []),
  notFoundPage,
]
