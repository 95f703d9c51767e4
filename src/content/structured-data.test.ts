import { books } from 'virtual:content/books'
import { describe, expect, it } from 'vitest'
import { bookStructuredData, catalogueStructuredData, structuredData, structuredDataScript } from './structured-data.ts'

describe('structured data', () => {
  const data = structuredData('https://example.org')

  it('describes the author and the three books, each linked to her', () => {
    // As a crawler reads it: plain JSON.
    const [person, ...books] = JSON.parse(JSON.stringify(data['@graph']))
    expect(person).toMatchObject({ '@type': 'Person', name: 'Elena Marlowe' })
    expect(
      books.map((book: { name: string; datePublished: string; offers: { price: string }[] }) => [
        book.name,
        book.datePublished,
        book.offers[0].price,
      ]),
    ).toEqual([
      ['The Digital Ocean', '2023', '12.99'],
      ['Golden Horizons', '2022', '14.99'],
      ['Tides of Change', '2021', '13.99'],
    ])
    for (const book of books)
      expect((book as { author: unknown }).author).toEqual({ '@id': 'https://example.org/#author' })
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
  it('lists every book in page order, by its address, after the author', () => {
    // As a crawler reads it: plain JSON.
    const [person, list] = JSON.parse(JSON.stringify(catalogueStructuredData('https://example.org')['@graph']))
    expect(person).toMatchObject({ '@type': 'Person', '@id': 'https://example.org/#author' })
    expect(list).toMatchObject({ '@type': 'ItemList', url: 'https://example.org/books', numberOfItems: books.length })
    expect(list.itemListElement).toEqual(
      books.map((book, index) => ({
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
})
