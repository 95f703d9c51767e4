import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import { readings } from 'virtual:content/readings'
import { series } from 'virtual:content/series'
import { headerLinks, site } from 'virtual:content/site'
import * as newsWords from 'virtual:words/news'
import type * as Schema from 'schema-dts'
import { catalogueOrder } from '#src/content/catalogue-groups.ts'
import { homeBooks } from '#src/content/home-books.ts'
import { isAudiobook, schemaBookFormat } from './book-format.ts'
import { bookLink } from './book-link.ts'
import type { Book, BuyLink, Edition, Post, Reading, Series } from './content.ts'
import { eventAnchor, eventsPath } from './events-page.ts'
import { readingTitle } from './reading-title.ts'
import type { Release } from './release.ts'
import { seriesPlace } from './series-place.ts'
import { socialImage } from './social-image.ts'

// Every node is typed by schema-dts: a property schema.org does not have, or a value of the wrong kind,
// fails the type check. An optional property is written as undefined where it has no value; JSON leaves it out.

const authorId = (siteUrl: string) => `${siteUrl}/#author`

const person = (siteUrl: string): Schema.Person => ({
  '@type': 'Person',
  '@id': authorId(siteUrl),
  name: author.name,
  url: `${siteUrl}/`,
  jobTitle: site.role,
  sameAs: author.social.length > 0 ? author.social.map((link) => link.url) : undefined,
})

const seriesLink = (one: Pick<Series, 'slug'>, siteUrl: string) => `${siteUrl}/series/${one.slug}`

// A book in a series says which, and its place in the reading order.
const partOfSeries = (book: Book, siteUrl: string): Pick<Schema.Book, 'isPartOf' | 'position'> => {
  const place = seriesPlace(book.slug, series)
  if (!place) return {}
  const { name, slug } = place.series
  return {
    isPartOf: { '@type': 'BookSeries', '@id': `${seriesLink({ slug }, siteUrl)}#series`, name },
    position: place.position,
  }
}

// Each store's own price and currency, as the content gives them; a store for some countries says which. A book
// still to come is on pre-order from its stores until its day, which may not have its price yet; one that is out is in stock.
const offer = (link: BuyLink, release: Release | undefined): Schema.Offer => ({
  '@type': 'Offer',
  price: link.price && String(link.price.amount),
  priceCurrency: link.price?.currency,
  availability: release?.forthcoming ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
  availabilityStarts: release?.forthcoming ? release.day : undefined,
  url: link.url,
  seller: { '@type': 'Organization', name: link.retailer },
  eligibleRegion: link.regions.length > 0 ? link.regions.map((name) => ({ '@type': 'Country', name })) : undefined,
})

/** An edition's address: its book's, numbered in the content's order. */
const editionId = (book: Pick<Book, 'slug'>, index: number, siteUrl: string) =>
  `${bookLink(book.slug, siteUrl)}#edition-${index + 1}`

// An audio edition is an Audiobook, the type that has a reader (`readBy`); every other edition a Book.
const editionNode = (book: Book, edition: Edition, index: number, siteUrl: string): Schema.Book | Schema.Audiobook => {
  const bookFormat = edition.format ? schemaBookFormat(edition.format) : undefined
  const common = {
    '@id': editionId(book, index, siteUrl),
    bookFormat,
    inLanguage: book.language ?? site.language,
    isbn: edition.isbn,
    publisher: edition.publisher ? { '@type': 'Organization', name: edition.publisher } : undefined,
    offers: edition.buy.map((link) => offer(link, book.release)),
  } satisfies Omit<Schema.Book, '@type'>
  if (isAudiobook(edition.format))
    return {
      '@type': 'Audiobook',
      ...common,
      readBy: edition.narrator ? { '@type': 'Person', name: edition.narrator } : undefined,
    }
  return { '@type': 'Book', ...common }
}

const bookNode = (book: Book, siteUrl: string): Schema.Book => ({
  '@type': 'Book',
  '@id': `${bookLink(book.slug, siteUrl)}#book`,
  url: bookLink(book.slug, siteUrl),
  name: book.title,
  author: { '@id': authorId(siteUrl) },
  genre: book.genre,
  datePublished: book.release?.day ?? String(book.year),
  description: book.summary,
  // A book in another language than the site says which, for search engines as for screen readers.
  inLanguage: book.language,
  image: `${siteUrl}${book.cover.src}`,
  ...partOfSeries(book, siteUrl),
  workExample: book.editions.map((edition, index) => editionNode(book, edition, index, siteUrl)),
})

/** A reading's end on the clock its start is written in: "2026-12-10T19:00:00-05:00" and 90 minutes is 20:30 of it. */
export function readingEnd({ startsAt, durationMinutes }: Pick<Reading, 'startsAt' | 'durationMinutes'>): string {
  // The content takes "Z" for UTC as well as an offset.
  const [offset = 'Z', sign, hours = '0', minutes = '0'] = startsAt.match(/(?:([+-])(\d{2}):(\d{2})|Z)$/) ?? []
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
  const wallClock = new Date(Date.parse(startsAt) + (durationMinutes + offsetMinutes) * 60_000)
  return `${wallClock.toISOString().slice(0, 19)}${offset}`
}

/** A reading where it happens: the venue, its street, town and country (the country its zone's clock is kept in). */
export const readingEvent = (reading: Reading, siteUrl: string): Schema.Event => ({
  '@type': 'Event',
  name: readingTitle(reading),
  description: reading.description,
  // The venue's wall clock with its offset, as the content writes it.
  startDate: reading.startsAt,
  endDate: readingEnd(reading),
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  location: {
    '@type': 'Place',
    name: reading.venue,
    address: {
      '@type': 'PostalAddress',
      streetAddress: reading.address,
      addressLocality: reading.city,
      addressCountry: reading.country,
    },
  },
  performer: { '@id': authorId(siteUrl) },
  organizer: { '@id': authorId(siteUrl) },
  // Its own place on the events page, which lists every event, past ones too.
  url: `${siteUrl}${eventsPath}#${eventAnchor(reading.id)}`,
})

interface Step {
  name: string
  url: string
}

/** The header's way to the books: the catalogue, or the home's books. */
function booksStep(siteUrl: string): Step {
  const [books] = headerLinks
  return { name: books.label, url: `${siteUrl}${books.to}${books.hash ? `#${books.hash}` : ''}` }
}

/** The way to a page from the home, as the header leads there: the home, its part of the site (the books, unless said), then each page on the way. */
function breadcrumbs(
  siteUrl: string,
  trail: readonly Step[],
  section: Step = booksStep(siteUrl),
): Schema.BreadcrumbList {
  const steps = [{ name: author.name, url: `${siteUrl}/` }, section, ...trail]
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}

const graph = (...nodes: Schema.Thing[]): Schema.Graph => ({ '@context': 'https://schema.org', '@graph': nodes })

// A book the home shows, by its name and its page: that page describes it in full, its editions and offers with it
// (search engines take a book's offers from the page about that book, not from a list of several).
const bookReference = (book: Book, siteUrl: string): Schema.Book => ({
  '@type': 'Book',
  '@id': `${bookLink(book.slug, siteUrl)}#book`,
  url: bookLink(book.slug, siteUrl),
  name: book.title,
})

/**
 * The home's schema.org data for search engines: the author and the books the home shows, each by its page. The
 * readings it lists are events where each is described, on the events page, which their addresses name: here they
 * would push the home's HTML past its first round trip. Every book, or each book in full, would grow it with the
 * backlist or the stores.
 */
export function structuredData(siteUrl: string) {
  return graph(person(siteUrl), ...homeBooks(books).map((book) => bookReference(book, siteUrl)))
}

/** The catalogue's: the author and every book in the catalogue's order, each by its page's address, where it is described. */
export function catalogueStructuredData(siteUrl: string) {
  const list: Schema.ItemList = {
    '@type': 'ItemList',
    '@id': `${siteUrl}/books#list`,
    url: `${siteUrl}/books`,
    numberOfItems: books.length,
    itemListElement: catalogueOrder(books, series).map((book, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: bookLink(book.slug, siteUrl),
      name: book.title,
    })),
  }
  return graph(person(siteUrl), list)
}

/** The events page's: the author and every event it lists, upcoming and past. */
export const eventsStructuredData = (siteUrl: string) =>
  graph(person(siteUrl), ...readings.readings.map((reading) => readingEvent(reading, siteUrl)))

/** A book's own page: that book, its author, and the way to it. */
export function bookStructuredData(book: Book, siteUrl: string) {
  const trail = [{ name: book.title, url: bookLink(book.slug, siteUrl) }]
  return graph(person(siteUrl), bookNode(book, siteUrl), breadcrumbs(siteUrl, trail))
}

/** A sample's page: its chapter, part of the book that the book's own page describes in full, and the way to it. */
export function sampleStructuredData(book: Book, chapterTitle: string, siteUrl: string) {
  const url = bookLink(book.slug, siteUrl)
  const bookRef: Schema.Book = { '@type': 'Book', '@id': `${url}#book`, url, name: book.title }
  const chapter: Schema.Chapter = {
    '@type': 'Chapter',
    url: `${url}/sample`,
    name: chapterTitle,
    isPartOf: { '@id': `${url}#book` },
  }
  const trail = [
    { name: book.title, url },
    { name: chapterTitle, url: `${url}/sample` },
  ]
  return graph(bookRef, chapter, breadcrumbs(siteUrl, trail))
}

/** A series' page: the author, the series, its books each with its position, and the way to it. */
export function seriesStructuredData(one: Series, siteUrl: string) {
  const node: Schema.BookSeries = {
    '@type': 'BookSeries',
    '@id': `${seriesLink(one, siteUrl)}#series`,
    url: seriesLink(one, siteUrl),
    name: one.name,
    author: { '@id': authorId(siteUrl) },
    description: one.description.paragraphs.join(' '),
    hasPart: one.books.map((slug) => ({ '@id': `${bookLink(slug, siteUrl)}#book` })),
  }
  const parts = books.filter((book) => one.books.includes(book.slug)).map((book) => bookNode(book, siteUrl))
  const trail = [{ name: one.name, url: seriesLink(one, siteUrl) }]
  return graph(person(siteUrl), node, ...parts, breadcrumbs(siteUrl, trail))
}

/** A post's page: a BlogPosting by the author, on its day, and the way to it through the news. */
export function postStructuredData(post: Post, siteUrl: string) {
  const url = `${siteUrl}/news/${post.slug}`
  const node: Schema.BlogPosting = {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    url,
    headline: post.title,
    datePublished: post.date,
    author: { '@id': authorId(siteUrl) },
    description: post.lines,
    image: post.image && `${siteUrl}${socialImage(post.image.image, post.image.alt).src}`,
  }
  const section = { name: newsWords.heading, url: `${siteUrl}/news` }
  return graph(person(siteUrl), node, breadcrumbs(siteUrl, [{ name: post.title, url }], section))
}

/** As a <script> for the document head; `<` is escaped so no text can close the tag early. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}

export const structuredDataScript = (siteUrl: string) => jsonLdScript(structuredData(siteUrl))
