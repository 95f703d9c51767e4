import * as words from 'virtual:words/books'
import { describe, expect, it } from 'vitest'
import { replies } from './reply-rules.ts'

const link = (retailer: string, amount: number, currency: string, regions: string[]) => ({
  retailer,
  url: `https://${retailer.toLowerCase()}.example/`,
  regions,
  price: { amount, currency },
})

const replyTo = replies({
  author: { name: 'Ana Sousa', body: { paragraphs: ['Ana writes.'] } },
  books: [
    {
      title: 'The Ledger',
      genre: 'Mystery',
      year: 2024,
      summary: 'Lisbon, 1755.',
      editions: [
        { format: 'ebook', buy: [link('Kindle', 4.99, 'USD', ['US']), link('Bertrand', 4.99, 'EUR', ['PT'])] },
        { format: 'paperback', buy: [link('Everywhere', 12, 'EUR', [])] },
      ],
    },
  ],
  site: { language: 'en', region: 'US', chat: { buying: 'Shops.', fallback: 'Write.' } },
  buy: words.buy,
})

describe('a book’s stores in the chat', () => {
  it.each([
    [
      'where can I buy the ledger?',
      undefined,
      ['Ebook: Buy on Kindle - $4.99', 'Paperback: Buy on Everywhere - €12.00'],
    ],
    ['where can I buy the ledger?', 'PT', ['Ebook: Buy on Bertrand - €4.99', 'Paperback: Buy on Everywhere - €12.00']],
    ['order ledger', 'GB', ['Ebook: Buy on Kindle - $4.99', 'Paperback: Buy on Everywhere - €12.00']],
    ['tell me about the ledger', 'PT', undefined],
  ])('%j in %s → %j', (text, region, labels) => {
    expect(replyTo(text, region).links?.map((one) => one.label)).toEqual(labels)
  })
})
