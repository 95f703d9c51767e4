import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import { site } from 'virtual:content/site'

/** schema.org data for search engines: the author and the books, from the same content the page shows. */
export function structuredData(siteUrl: string) {
  const person = {
    '@type': 'Person',
    '@id': `${siteUrl}/#author`,
    name: author.name,
    url: `${siteUrl}/`,
    jobTitle: site.role,
    ...(author.social.length > 0 && { sameAs: author.social.map((link) => link.url) }),
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
      })),
    ],
  }
}

/** As a <script> for the document head; `<` is escaped so no text can close the tag early. */
export function structuredDataScript(siteUrl: string): string {
  const json = JSON.stringify(structuredData(siteUrl)).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}
