import { books } from 'virtual:content/books'
import { series } from 'virtual:content/series'
import { describe, expect, it } from 'vitest'
import { catalogueOrder } from '#src/content/catalogue-groups.ts'
import { bookStructuredData, catalogueStructuredData, structuredData, structuredDataScript } from './structured-data.ts'

interface Offer {
  price?: string
  priceCurrency?: string
}

describe('structured data', () => {
  const data = structuredData('https://example.org')

  it('describes the author, the three books and the one to come, each linked to her', () => {
    // As a crawler reads it: plain JSON.
    const [person, ...books] = JSON.parse(JSON.stringify(data['@graph']))
    expect(person).toMatchObject({ '@type': 'Person', name: 'Elena Marlowe' })
    expect(
      books.map((book: { name: string; datePublished: string; workExample: { offers: Offer[] }[] }) => [
        book.name,
        book.datePublished,
        book.workExample.map((edition) =>
          edition.offers.map(({ price, priceCurrency }) => (price ? `${price} ${priceCurrency}` : 'no price yet')),
        ),
      ]),
    ).toEqual([
      ['The Digital Ocean', '2023', [['12.99 USD']]],
      ['Golden Horizons', '2022', [['14.99 USD']]],
      ['Tides of Change', '2021', [['13.99 USD']]],
      ['The Quiet Between Minds', '2027-05-20', [['16.99 USD', 'no price yet']]],
    ])
    for (const book of books)
      expect((book as { author: unknown }).author).toEqual({ '@id': 'https://example.org/#author' })
  })

  it('offers the book to come for pre-order from its release day, until a build on or after that day', () => {
    const coming = books.find((book) => book.release)
    const [, , , , node] = data['@graph'] as { workExample?: { offers: Record<string, unknown>[] }[] }[]
    const preOrder = { availability: 'https://schema.org/PreOrder', availabilityStarts: '2027-05-20' }
    for (const offer of node.workExample?.[0].offers ?? [])
      if (coming?.release?.forthcoming) expect(offer).toMatchObject(preOrder)
      else expect(offer).not.toHaveProperty('availability')
    expect(node.workExample?.[0].offers).toHaveLength(2)
  })

  it('is a script tag whose JSON cannot close the tag', () => {
    const script = structuredDataScript('https://example.org</script><script>alert(1)')
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))['@context']).toBe(
      'https://schema.org',
    )
  })
})

describe('the catalogue’s structured data', () => {
  it('lists every book in the catalogue’s order, by its address, after the author', () => {
    // As a crawler reads it: plain JSON.
    const [person, list] = JSON.parse(JSON.stringify(catalogueStructuredData('https://example.org')['@graph']))
    expect(person).toMatchObject({ '@type': 'Person', '@id': 'https://example.org/#author' })
    expect(list).toMatchObject({ '@type': 'ItemList', url: 'https://example.org/books', numberOfItems: books.length })
    expect(list.itemListElement).toEqual(
      catalogueOrder(books, series).map((book, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `https://example.org/books/${book.slug}`,
        name: book.title,
      })),
    )
  })
})

describe('a book page’s structured data', () => {
  it('is that book, at its own address, by the author', () => {
    const [person, book] = bookStructuredData(books[1], 'https://example.org')['@graph']
    expect(person).toMatchObject({ '@type': 'Person', '@id': 'https://example.org/#author' })
    expect(book).toMatchObject({
      '@type': 'Book',
      name: books[1].title,
      url: `https://example.org/books/${books[1].slug}`,
      author: { '@id': 'https://example.org/#author' },
      description: books[1].summary,
    })
  })

  it.each([
    ['in the site’s language: no inLanguage', undefined, undefined],
    ['in another: its language', 'pt-PT', 'pt-PT'],
  ])('names the language of a book %s', (_, language, expected) => {
    const [, book] = bookStructuredData({ ...books[1], language }, 'https://example.org')['@graph']
    expect((book as { inLanguage?: string }).inLanguage).toBe(expected)
  })
})
