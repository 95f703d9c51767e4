import { author } from './author.ts'
import { books, retailer } from './books.ts'
import { covers } from './images.ts'

/** schema.org data for search engines: the author and her three books, from the same content the page shows. */
export function structuredData(siteUrl: string) {
  const person = {
    '@type': 'Person',
    '@id': `${siteUrl}/#author`,
    name: author.name,
    url: `${siteUrl}/`,
    jobTitle: 'Novelist',
  }
  return {
    '@context': 'https://schema.org',
    '@graph': [
      person,
      ...books.map((book) => ({
        '@type': 'Book',
        name: book.title,
        author: { '@id': person['@id'] },
        genre: book.genre,
        datePublished: book.publishDate,
        description: book.summary,
        image: `${siteUrl}${covers[book.cover].src}`,
        offers: {
          '@type': 'Offer',
          price: book.price.replace(/^\$/, ''),
          priceCurrency: 'USD',
          url: book.amazonLink,
          seller: { '@type': 'Organization', name: retailer },
        },
      })),
    ],
  }
}

/** As a <script> for the document head; `<` is escaped so no text can close the tag early. */
export function structuredDataScript(siteUrl: string): string {
  const json = JSON.stringify(structuredData(siteUrl)).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}
