import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import { series } from 'virtual:content/series'
import { site } from 'virtual:content/site'
import { catalogueOrder } from '#src/content/catalogue-groups.ts'
import { homeBooks } from '#src/content/home-books.ts'
import { schemaBookFormat } from './book-format.ts'
import { bookLink } from './book-link.ts'
import type { Book, BuyLink, Edition, Series } from './content.ts'
import type { Release } from './release.ts'
import { seriesPlace } from './series-place.ts'

const person = (siteUrl: string) => ({
  '@type': 'Person',
  '@id': `${siteUrl}/#author`,
  name: author.name,
  url: `${siteUrl}/`,
  jobTitle: site.role,
  ...(author.social.length > 0 && { sameAs: author.social.map((link) => link.url) }),
})

const seriesLink = (one: Pick<Series, 'slug'>, siteUrl: string) => `${siteUrl}/series/${one.slug}`

// A book in a series says which, and its place in the reading order.
const partOfSeries = (book: Book, siteUrl: string) => {
  const place = seriesPlace(book.slug, series)
  if (!place) return {}
  const { name, slug } = place.series
  return {
    isPartOf: { '@type': 'BookSeries', '@id': `${seriesLink({ slug }, siteUrl)}#series`, name },
    position: place.position,
  }
}

// Each store's own price and currency, as the content gives them; a store for some countries says which. A book
// still to come is on pre-order from its stores until its day, which may not have its price yet.
const offer = (link: BuyLink, release: Release | undefined) => ({
  '@type': 'Offer',
  ...(link.price && { price: String(link.price.amount), priceCurrency: link.price.currency }),
  ...(release?.forthcoming && { availability: 'https://schema.org/PreOrder', availabilityStarts: release.day }),
  url: link.url,
  seller: { '@type': 'Organization', name: link.retailer },
  ...(link.regions.length > 0 && { eligibleRegion: link.regions.map((name) => ({ '@type': 'Country', name })) }),
})

const editionNode = (edition: Edition, release: Release | undefined) => {
  const bookFormat = edition.format && schemaBookFormat(edition.format)
  return {
    '@type': 'Book',
    ...(bookFormat && { bookFormat }),
    ...(edition.isbn && { isbn: edition.isbn }),
    ...(edition.publisher && { publisher: { '@type': 'Organization', name: edition.publisher } }),
    ...(edition.narrator && { readBy: { '@type': 'Person', name: edition.narrator } }),
    offers: edition.buy.map((link) => offer(link, release)),
  }
}

const bookNode = (book: Book, siteUrl: string) => ({
  '@type': 'Book',
  '@id': `${bookLink(book.slug, siteUrl)}#book`,
  url: bookLink(book.slug, siteUrl),
  name: book.title,
  author: { '@id': `${siteUrl}/#author` },
  genre: book.genre,
  datePublished: book.release?.day ?? String(book.year),
  description: book.summary,
  // A book in another language than the site says which, for search engines as for screen readers.
  ...(book.language && { inLanguage: book.language }),
  image: `${siteUrl}${book.cover.src}`,
  ...partOfSeries(book, siteUrl),
  workExample: book.editions.map((edition) => editionNode(edition, book.release)),
})

/**
 * The home's schema.org data for search engines: the author and the books the home shows. Each book's
 * own page describes it in full; listing every book here grew the home's HTML with the backlist.
 */
export function structuredData(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [person(siteUrl), ...homeBooks(books).map((book) => bookNode(book, siteUrl))],
  }
}

/** The catalogue's: the author and every book in the catalogue's order, each by its page's address, where it is described. */
export function catalogueStructuredData(siteUrl: string) {
  const list = {
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
  return { '@context': 'https://schema.org', '@graph': [person(siteUrl), list] }
}

/** A book's own page (and its sample's): that book and its author. */
export function bookStructuredData(book: Book, siteUrl: string) {
  return { '@context': 'https://schema.org', '@graph': [person(siteUrl), bookNode(book, siteUrl)] }
}

/** A sample's page: its chapter, part of the book that the book's own page describes in full. */
export function sampleStructuredData(book: Book, chapterTitle: string, siteUrl: string) {
  const url = bookLink(book.slug, siteUrl)
  const bookRef = { '@type': 'Book', '@id': `${url}#book`, url, name: book.title }
  const chapter = { '@type': 'Chapter', url: `${url}/sample`, name: chapterTitle, isPartOf: { '@id': bookRef['@id'] } }
  return { '@context': 'https://schema.org', '@graph': [bookRef, chapter] }
}

/** A series' page: the author, the series, and its books each with its position. */
export function seriesStructuredData(one: Series, siteUrl: string) {
  const node = {
    '@type': 'BookSeries',
    '@id': `${seriesLink(one, siteUrl)}#series`,
    url: seriesLink(one, siteUrl),
    name: one.name,
    author: { '@id': `${siteUrl}/#author` },
    description: one.description.paragraphs.join(' '),
    hasPart: one.books.map((slug) => ({ '@id': `${bookLink(slug, siteUrl)}#book` })),
  }
  const parts = books.filter((book) => one.books.includes(book.slug)).map((book) => bookNode(book, siteUrl))
  return { '@context': 'https://schema.org', '@graph': [person(siteUrl), node, ...parts] }
}

/** As a <script> for the document head; `<` is escaped so no text can close the tag early. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}

export const structuredDataScript = (siteUrl: string) => jsonLdScript(structuredData(siteUrl))
