import { books } from 'virtual:content/books'
import { listedFrom, readings } from 'virtual:content/readings'
import { series } from 'virtual:content/series'
import { describe, expect, it } from 'vitest'
import { catalogueOrder } from '#src/content/catalogue-groups.ts'
import type { Series } from './content.ts'
import {
  bookStructuredData,
  catalogueStructuredData,
  readingEnd,
  readingEvent,
  sampleStructuredData,
  seriesStructuredData,
  structuredData,
  structuredDataScript,
} from './structured-data.ts'
import { homeReadings } from './upcoming-readings.ts'

/** A graph as a crawler reads it: plain JSON, where a property without a value is absent. */
const asRead = (data: { '@graph': readonly unknown[] }) =>
  JSON.parse(JSON.stringify(data['@graph'])) as Record<string, unknown>[]

interface Offer {
  price?: string
  priceCurrency?: string
}

describe('structured data', () => {
  const data = structuredData('https://example.org')

  it('names the author, then the three books and the one to come, each by its own page', () => {
    const [person, ...nodes] = asRead(data)
    expect(person).toMatchObject({ '@type': 'Person', name: 'Elena Marlowe' })
    expect(nodes.filter((node) => node['@type'] === 'Book')).toEqual(
      ['the-digital-ocean', 'golden-horizons', 'tides-of-change', 'the-quiet-between-minds'].map((slug) => ({
        '@type': 'Book',
        '@id': `https://example.org/books/${slug}#book`,
        url: `https://example.org/books/${slug}`,
        name: books.find((book) => book.slug === slug)?.title,
      })),
    )
  })

  it('leaves the readings the home lists to the events page, where each is an event', () => {
    expect(homeReadings(readings.readings, Date.parse(listedFrom))).not.toEqual([])
    expect(asRead(data).filter((node) => node['@type'] === 'Event')).toEqual([])
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
  const offersOf = (book: (typeof books)[number]) => {
    const [, node] = asRead(bookStructuredData(book, 'https://example.org')) as {
      workExample: { offers: (Offer & Record<string, unknown>)[] }[]
    }[]
    return node.workExample.map((edition) => edition.offers)
  }

  it('offers each edition at each store, with its price', () => {
    expect(
      books.map((book) => [
        book.title,
        offersOf(book).map((offers) =>
          offers.map(({ price, priceCurrency }) => (price ? `${price} ${priceCurrency}` : 'no price yet')),
        ),
      ]),
    ).toEqual([
      ['The Quiet Between Minds', [['16.99 USD', 'no price yet']]],
      ['The Digital Ocean', [['12.99 USD']]],
      ['Golden Horizons', [['14.99 USD']]],
      ['Tides of Change', [['13.99 USD']]],
    ])
  })

  it('offers the book to come for pre-order from its release day, until a build on or after that day', () => {
    const coming = books.find((book) => book.release)
    if (!coming) throw new Error('the demo has a book to come')
    const preOrder = { availability: 'https://schema.org/PreOrder', availabilityStarts: '2027-05-20' }
    for (const offer of offersOf(coming).flat())
      if (coming.release?.forthcoming) expect(offer).toMatchObject(preOrder)
      else expect(offer).toMatchObject({ availability: 'https://schema.org/InStock' })
  })

  it('offers the books that are out as in stock, from each store', () => {
    for (const book of books.filter((one) => !one.release))
      for (const offer of offersOf(book).flat()) {
        expect(offer.availability).toBe('https://schema.org/InStock')
        expect(offer).not.toHaveProperty('availabilityStarts')
      }
  })

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
    const [, book] = asRead(bookStructuredData({ ...books[1], language }, 'https://example.org'))
    expect(book.inLanguage).toBe(expected)
  })

  it('gives each edition its own address and language, and an audio edition its type and its reader', () => {
    const store = books[1].editions[0].buy[0]
    const editions = [
      { format: 'Audiobook', narrator: 'Ines Calder', buy: [store] },
      { format: 'Paperback', isbn: '9780306406157', narrator: 'Not a reader of print', buy: [store] },
    ]
    for (const [language, inLanguage] of [
      [undefined, 'en'],
      ['pt-PT', 'pt-PT'],
    ]) {
      const [, book] = asRead(bookStructuredData({ ...books[1], language, editions }, 'https://example.org'))
      const url = `https://example.org/books/${books[1].slug}`
      expect(book.workExample).toEqual([
        expect.objectContaining({
          '@type': 'Audiobook',
          '@id': `${url}#edition-1`,
          bookFormat: 'https://schema.org/AudiobookFormat',
          inLanguage,
          readBy: { '@type': 'Person', name: 'Ines Calder' },
        }),
        expect.not.objectContaining({ readBy: expect.anything() }),
      ])
      expect((book.workExample as Record<string, unknown>[])[1]).toMatchObject({
        '@type': 'Book',
        '@id': `${url}#edition-2`,
        bookFormat: 'https://schema.org/Paperback',
        inLanguage,
        isbn: '9780306406157',
      })
    }
  })
})

describe('the way to a page, for search engines (BreadcrumbList)', () => {
  const crumbs = (graph: Record<string, unknown>[]) => {
    const list = graph.find((node) => node['@type'] === 'BreadcrumbList')
    return (list?.itemListElement as Record<string, unknown>[] | undefined)?.map(({ position, name, item }) => [
      position,
      name,
      item,
    ])
  }
  const home = [1, 'Elena Marlowe', 'https://example.org/']
  // The demo's header leads to the books on the home: its catalogue holds no more than the home shows.
  const bookList = [2, 'Books', 'https://example.org/#books']
  const [book] = books

  it('leads from the home and its books to a book’s page', () => {
    expect(crumbs(asRead(bookStructuredData(book, 'https://example.org')))).toEqual([
      home,
      bookList,
      [3, book.title, `https://example.org/books/${book.slug}`],
    ])
  })

  it('leads on through the book to its sample', () => {
    expect(crumbs(asRead(sampleStructuredData(book, 'One: The Tide', 'https://example.org')))).toEqual([
      home,
      bookList,
      [3, book.title, `https://example.org/books/${book.slug}`],
      [4, 'One: The Tide', `https://example.org/books/${book.slug}/sample`],
    ])
  })

  it('leads from the home and its books to a series’ page', () => {
    const one: Series = {
      slug: 'tides',
      name: 'The Tides',
      books: [book.slug],
      description: { html: '<p>Three novels.</p>', paragraphs: ['Three novels.'], links: [] },
    }
    expect(crumbs(asRead(seriesStructuredData(one, 'https://example.org')))).toEqual([
      home,
      bookList,
      [3, 'The Tides', 'https://example.org/series/tides'],
    ])
  })
})

describe('a reading’s event', () => {
  it('has what search engines require of one, and the reading’s own words', () => {
    const halifax = readings.readings.find((reading) => reading.id === 'halifax-2027-06-05')
    if (!halifax) throw new Error('the demo’s readings have no Halifax signing')
    expect(JSON.parse(JSON.stringify(readingEvent(halifax, 'https://example.org')))).toEqual({
      '@type': 'Event',
      name: 'Signing: Elena Marlowe at Harbourfront Festival Tent',
      description: halifax.description,
      startDate: '2027-06-05T11:00:00-03:00',
      endDate: '2027-06-05T13:00:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Harbourfront Festival Tent',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1751 Lower Water Street',
          addressLocality: 'Halifax, Nova Scotia',
          addressCountry: 'CA',
        },
      },
      performer: { '@id': 'https://example.org/#author' },
      organizer: { '@id': 'https://example.org/#author' },
      url: 'https://example.org/events#event-halifax-2027-06-05',
    })
  })
})

describe('readingEnd', () => {
  it.each([
    ['the same evening', '2026-12-10T19:00:00-05:00', 90, '2026-12-10T20:30:00-05:00'],
    ['past midnight', '2027-03-12T23:30:00+00:00', 75, '2027-03-13T00:45:00+00:00'],
    ['east of Greenwich, by a half hour', '2027-01-23T14:00:00+05:30', 120, '2027-01-23T16:00:00+05:30'],
    ['in UTC written as Z, as the content allows', '2027-03-12T23:30:00Z', 75, '2027-03-13T00:45:00Z'],
    ['without seconds', '2026-12-10T19:00-05:00', 90, '2026-12-10T20:30:00-05:00'],
  ])('is on the start’s own clock, %s', (_, startsAt, durationMinutes, end) => {
    expect(readingEnd({ startsAt, durationMinutes })).toBe(end)
    expect(Date.parse(end) - Date.parse(startsAt)).toBe(durationMinutes * 60_000)
  })
})
