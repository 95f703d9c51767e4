import { describe, expect, it } from 'vitest'
import { loadContent } from './load-content.ts'
import { type Files, problemsOf, validFiles, writeContent } from './test-content.ts'

// A book with editions in place of today's one `price` and `buy` list.
const withEditions = (editions: string) =>
  `---\ntitle: Ledger\ncover: covers/one.svg\ngenre: Mystery\nyear: 2020\nsummary: S.\neditions:\n${editions}---\nText.\n`
const paperback = (extra = '') =>
  `  - format: paperback\n    isbn: 978-0-306-40615-7\n    price: 14.99 USD\n    buy:\n      - retailer: Shop\n        url: https://shop.example/p\n${extra}`
const store = (retailer: string, price: string, regions: string) =>
  `      - retailer: ${retailer}\n        url: https://${retailer.toLowerCase()}.example/\n        price: ${price}\n        regions: [${regions}]\n`
const ebook = (links: string, isbn = '') => `  - format: ebook\n${isbn}    buy:\n${links}`

// The valid content's books priced by code, so a site in another currency or language reads them.
const coded = (files: Files) =>
  Object.fromEntries(Object.entries(files).map(([name, text]) => [name, text?.replace('$9.99', '9.99 USD')]))
const load = (files: Files) => loadContent(writeContent({ ...coded(validFiles()), ...files }))

describe('editions', () => {
  it('reads a book written with one price and buy list as one edition without a format', () => {
    const [one] = load({}).books.filter((b) => b.slug === 'one')
    expect(one.editions).toEqual([
      {
        buy: [
          {
            retailer: 'Shop',
            url: 'https://shop.example/book',
            regions: [],
            where: '',
            price: { amount: 9.99, currency: 'USD', text: '$9.99' },
          },
        ],
      },
    ])
  })

  it('reads editions: each link priced by itself or by its edition, in its own currency, written in the site’s language', () => {
    const files = {
      'books/ledger.md': withEditions(
        `${paperback()}${ebook(store('Bertrand', '"9,99 €"', 'PT') + store('Waterstones', '8.99 GBP', 'GB'))}`,
      ),
      'site.yaml': validFiles()
        ['site.yaml']!.replace('language: en', 'language: pt-PT')
        .replace('currency: USD', 'currency: EUR')
        .concat('region: US\n'),
    }
    const ledger = load(files).books.find((b) => b.slug === 'ledger')!
    expect(ledger.editions).toEqual([
      {
        format: 'paperback',
        isbn: '978-0-306-40615-7',
        buy: [
          {
            retailer: 'Shop',
            url: 'https://shop.example/p',
            regions: [],
            where: '',
            price: { amount: 14.99, currency: 'USD', text: '14,99\u00a0US$' },
          },
        ],
      },
      {
        format: 'ebook',
        buy: [
          {
            retailer: 'Bertrand',
            url: 'https://bertrand.example/',
            regions: ['PT'],
            where: 'Portugal',
            price: { amount: 9.99, currency: 'EUR', text: '9,99\u00a0€' },
          },
          {
            retailer: 'Waterstones',
            url: 'https://waterstones.example/',
            regions: ['GB'],
            where: 'Reino Unido',
            price: { amount: 8.99, currency: 'GBP', text: '8,99\u00a0£' },
          },
        ],
      },
    ])
  })

  it('takes the site region from site.yaml, else from its language', () => {
    expect(load({}).site.region).toBe('US')
    const portugal = validFiles()['site.yaml']!.replace('language: en', 'language: pt-PT')
    expect(load({ 'site.yaml': portugal }).site.region).toBe('PT')
    expect(load({ 'site.yaml': `${portugal}region: GB\n` }).site.region).toBe('GB')
  })

  it.each<[string, Files, string[]]>([
    [
      'a book with editions and a price too',
      { 'books/ledger.md': withEditions(paperback()).replace('summary: S.', 'summary: S.\nprice: $1.00') },
      ['content/books/ledger.md: has `editions` and a `price` or `buy` list too: move them into an edition'],
    ],
    [
      'a book with neither editions nor a buy list',
      { 'books/ledger.md': withEditions('').replace('editions:\n', '') },
      [
        'content/books/ledger.md: has no `editions`: list its editions, each with a format and buy links (docs/authors.md)',
      ],
    ],
    [
      'an edition whose link has no price',
      { 'books/ledger.md': withEditions(paperback().replace('    price: 14.99 USD\n', '')) },
      [
        'content/books/ledger.md: line 8: editions[1]: buy[1] has no price: give it one, or give its edition a price, like price: 9.99 EUR; only a book with a `released` day (on pre-order) may leave it out',
      ],
    ],
    [
      'a price in pounds written as a dollar site writes it',
      { 'books/ledger.md': withEditions(paperback().replace('14.99 USD', '£9.99')) },
      [
        'content/books/ledger.md: line 10: editions[1].price: "£9.99" is not a USD price as the site\'s language writes it (like "$9.99"); write the amount and its currency code, like "9.99 EUR"',
      ],
    ],
    [
      'an ISBN with a wrong check digit',
      { 'books/ledger.md': withEditions(paperback().replace('40615-7', '40615-8')) },
      [
        'content/books/ledger.md: line 9: editions[1].isbn: "978-0-306-40615-8" is not an ISBN-13 or ISBN-10 (its check digit is wrong?)',
      ],
    ],
    [
      'an unknown country',
      { 'books/ledger.md': withEditions(ebook(store('Shop', '9.99 EUR', 'UK'))) },
      [
        'content/books/ledger.md: line 13: editions[1].buy[1].regions[1]: expected a two-letter country code like "GB" or "PT", got "UK"',
      ],
    ],
    [
      'one ISBN on two books',
      {
        'books/ledger.md': withEditions(paperback()),
        'books/copy.md': withEditions(paperback()).replace('Ledger', 'Copy'),
      },
      [
        'content/books/ledger.md: line 9: editions[1].isbn: 978-0-306-40615-7 is also the ISBN of content/books/copy.md; each edition has its own',
      ],
    ],
    [
      'one ISBN on two editions of a book',
      {
        'books/ledger.md': withEditions(
          ebook(store('Shop', '9.99 USD', 'US'), '    isbn: 9780306406157\n') + paperback(),
        ),
      },
      [
        'content/books/ledger.md: line 16: editions[2].isbn: 978-0-306-40615-7 is also the ISBN of editions[1].isbn; each edition has its own',
      ],
    ],
    [
      'a price in pounds among the euro prices of Portugal',
      {
        'books/ledger.md': withEditions(
          ebook(
            store('Bertrand', '9.99 EUR', 'PT') + store('Wook', '8.99 EUR', 'PT') + store('Kobo', '7.99 GBP', 'PT, GB'),
          ),
        ),
      },
      [
        'content/books/ledger.md: line 20: editions[1].buy[3].price: £7.99 is in GBP, where the other prices for Portugal are in EUR: give this store its price in EUR, or, if it really charges GBP there, leave Portugal out of its regions',
      ],
    ],
    [
      'a book whose two stores in Britain charge two currencies: the second is the odd one',
      {
        'books/ledger.md': withEditions(
          ebook(store('Waterstones', '8.99 GBP', 'GB') + store('Kobo', '9.99 EUR', 'GB')),
        ),
      },
      [
        'content/books/ledger.md: line 16: editions[1].buy[2].price: €9.99 is in EUR, where the other prices for United Kingdom are in GBP: give this store its price in GBP, or, if it really charges EUR there, leave United Kingdom out of its regions',
      ],
    ],
    [
      'one book priced in euros for Portugal, another in dollars for it',
      {
        'books/ledger.md': withEditions(ebook(store('Bertrand', '9.99 EUR', 'PT') + store('Wook', '8.99 EUR', 'PT'))),
        'books/copy.md': withEditions(ebook(store('Kobo', '7.99 USD', 'PT, US'), '')).replace('Ledger', 'Copy'),
      },
      [
        'content/books/copy.md: line 12: editions[1].buy[1].price: $7.99 is in USD, where the other prices for Portugal are in EUR: give this store its price in EUR, or, if it really charges USD there, leave Portugal out of its regions',
      ],
    ],
    [
      'a store whose price is odd in two regions of two currencies',
      {
        'books/ledger.md': withEditions(
          ebook(
            store('Bertrand', '9.99 EUR', 'PT') +
              store('Amazon', '9.99 USD', 'US') +
              store('Kobo', '7.99 GBP', 'PT, US'),
          ),
        ),
      },
      [
        'content/books/ledger.md: line 20: editions[1].buy[3].price: £7.99 is in GBP, where the other prices for Portugal are in EUR, and for United States are in USD: leave out of its regions those it does not sell in at £7.99',
      ],
    ],
  ])('%s', (_, files, expected) => {
    expect(problemsOf({ ...validFiles(), ...files })).toEqual(expected)
  })
})
