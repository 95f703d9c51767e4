import { describe, expect, it } from 'vitest'
import { loadContent } from './load-content.ts'
import { type Files, problemsOf, validFiles, writeContent } from './test-content.ts'

// A book to come: its release day in place of a year, a store with no price yet.
const forthcoming = (fields: string) =>
  `---\ntitle: Next\ncover: covers/one.svg\ngenre: Mystery\n${fields}summary: S.\n---\nText.\n`
const unpricedStore = 'buy:\n  - retailer: Shop\n    url: https://shop.example/next\n'
const paperback = (price: string) =>
  `editions:\n  - format: paperback\n    buy:\n      - retailer: Shop\n        url: https://shop.example/p\n${price}`

const load = (files: Files, today: string) => loadContent(writeContent({ ...validFiles(), ...files }), today)
const next = (files: Files, today = '2026-11-30') => load(files, today).books.find((book) => book.slug === 'next')

describe('a book with a release day', () => {
  it('takes its year from the day, says the day in the site’s language, and is forthcoming before it', () => {
    const book = next({ 'books/next.md': forthcoming(`released: 2027-03-15\n${unpricedStore}`) })
    expect(book?.year).toBe(2027)
    expect(book?.release).toEqual({ day: '2027-03-15', text: 'March 15, 2027', forthcoming: true })
    expect(book?.editions[0].buy[0]).not.toHaveProperty('price')
  })

  it.each([
    ['the day before', '2027-03-14', true],
    ['on its day', '2027-03-15', false],
    ['after it, with no edit', '2027-04-01', false],
  ])('built %s (%s): forthcoming %s', (_, today, expected) => {
    const book = next({ 'books/next.md': forthcoming(`released: 2027-03-15\n${unpricedStore}`) }, today)
    expect(book?.release?.forthcoming).toBe(expected)
  })

  it('writes the day as a Portuguese site does, and keeps a year that agrees', () => {
    const files = validFiles()
    const site = files['site.yaml'].replace('language: en', 'language: pt-PT').replace('currency: USD', 'currency: EUR')
    const book = next({
      'site.yaml': site,
      'books/one.md': files['books/one.md']?.replace('$9.99', '9.99 EUR'),
      'books/two.md': files['books/two.md']?.replace('$9.99', '9.99 EUR'),
      'books/next.md': forthcoming(`year: 2027\nreleased: 2027-03-15\n${paperback('        price: 19.90 EUR\n')}`),
    })
    expect(book?.release?.text).toBe('15 de março de 2027')
    expect(book?.editions[0].buy[0].price?.text).toBe('19,90\u00a0€')
  })

  it('may have priced and unpriced stores side by side; the currency check reads the priced', () => {
    const links = `editions:\n  - format: ebook\n    buy:\n      - retailer: A\n        url: https://a.example/\n        regions: [PT]\n      - retailer: B\n        url: https://b.example/\n        price: 9.99 EUR\n        regions: [PT]\n`
    const book = next({ 'books/next.md': forthcoming(`released: 2027-03-15\n${links}`) })
    expect(book?.editions[0].buy.map((link) => link.price?.text)).toEqual([undefined, '€9.99'])
  })

  it.each<[string, string, string[]]>([
    [
      'neither a year nor a release day',
      `price: $9.99\n${unpricedStore}`,
      [
        'content/books/next.md: year: missing; give the year it came out, like 2023, or the day it comes out, like released: 2027-03-15',
      ],
    ],
    [
      'a year the release day contradicts',
      `year: 2026\nreleased: 2027-03-15\n${unpricedStore}`,
      [
        'content/books/next.md: line 5: year: 2026, but released: 2027-03-15 is in 2027; leave `year` out, the release day gives it',
      ],
    ],
    [
      'a year still to come, with no day',
      `year: 2099\nprice: $9.99\n${unpricedStore}`,
      [
        'content/books/next.md: line 5: year: 2099 has not come yet; a book still to come takes the day it comes out in place of `year`, like released: 2099-03-15 (it is then offered for pre-order), or, with no store yet, a teaser in coming-soon.md',
      ],
    ],
    [
      'a day that does not exist',
      `released: 2027-02-29\n${unpricedStore}`,
      ['content/books/next.md: line 5: released: 2027-02-29 is no day: February 2027 has 28 days'],
    ],
    [
      'a thirteenth month',
      `released: 2027-13-01\n${unpricedStore}`,
      ['content/books/next.md: line 5: released: 2027-13-01 has no month 13: the month is 01 to 12'],
    ],
    [
      'a day written as a reader would say it',
      `released: March 2027\n${unpricedStore}`,
      ['content/books/next.md: line 5: released: expected a day like 2027-03-15 (year, month, day), got "March 2027"'],
    ],
    [
      'a store without a price on a book with no release day',
      `year: 2024\n${unpricedStore}`,
      [
        'content/books/next.md: buy[1] has no price: give it one, or give its edition a price, like price: 9.99 EUR; only a book with a `released` day (on pre-order) may leave it out',
      ],
    ],
    [
      'an edition without a price on a book with no release day',
      `year: 2024\n${paperback('')}`,
      [
        'content/books/next.md: line 7: editions[1]: buy[1] has no price: give it one, or give its edition a price, like price: 9.99 EUR; only a book with a `released` day (on pre-order) may leave it out',
      ],
    ],
  ])('says at its field: %s', (_, fields, expected) => {
    expect(problemsOf({ ...validFiles(), 'books/next.md': forthcoming(fields) })).toEqual(expected)
  })

  it('says a teaser that is a book now is to be deleted', () => {
    const teaser = '---\ntitle: Next\ncover: covers/one.svg\nexpected: Spring 2027\n---\nSoon.\n'
    expect(
      problemsOf({
        ...validFiles(),
        'coming-soon.md': teaser,
        'books/next.md': forthcoming(`released: 2027-03-15\n${unpricedStore}`),
      }),
    ).toEqual([
      'content/coming-soon.md: line 2: title: "Next" is also the title of content/books/next.md; a book with its `released` day shows on the home as Coming Soon until then, so delete content/coming-soon.md',
    ])
  })
})
