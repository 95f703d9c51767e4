import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import { site } from 'virtual:content/site'
import type { Book } from './content.ts'

const person = (siteUrl: string) => ({
  '@type': 'Person',
  '@id': `${siteUrl}/#author`,
  name: author.name,
  url: `${siteUrl}/`,
  jobTitle: site.role,
  ...(author.social.length > 0 && { sameAs: author.social.map((link) => link.url) }),
})

const bookNode = (book: Book, siteUrl: string) => ({
  '@type': 'Book',
  '@id': `${siteUrl}/books/${book.slug}#book`,
  url: `${siteUrl}/books/${book.slug}`,
  name: book.title,
  author: { '@id': `${siteUrl}/#author` },
  genre: book.genre,
  datePublished: String(book.year),
  description: book.summary,
  image: `${siteUrl}${book.cover.src}`,
  offers: book.buy.map((link) => ({
    '@type': 'Offer',
    price: book.price.replace(/^\D+/, ''),
    priceCurrency: site.currency,
    url: link.url,
    seller: { '@type': 'Organization', name: link.retailer },
  })),
})

/** schema.org data for search engines: the author and the books, from the same content the page shows. */
export function structuredData(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [person(siteUrl), ...books.map((book) => bookNode(book, siteUrl))],
  }
}

/** A book's own page (and its sample's): that book and its author. */
export function bookStructuredData(book: Book, siteUrl: string) {
  return { '@context': 'https://schema.org', '@graph': [person(siteUrl), bookNode(book, siteUrl)] }
}

/** As a <script> for the document head; `<` is escaped so no text can close the tag early. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}

export const structuredDataScript = (siteUrl: string) => jsonLdScript(structuredData(siteUrl))
