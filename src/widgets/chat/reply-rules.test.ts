import * as bookWords from 'virtual:words/books'
import * as chatWords from 'virtual:words/chat'
import * as formatWords from 'virtual:words/formats'
import { describe, expect, it } from 'vitest'
import { replies } from './reply-rules.ts'

const link = (retailer: string, price: string, regions: string[]) => ({
  retailer,
  url: `https://${retailer.toLowerCase()}.example/`,
  regions,
  price: { text: price },
})

// Each price as the build writes it in the site's language.
const english = { dollars: '$4.99', euros: '€4.99', twelve: '€12.00' }
const inPortuguese = { dollars: '4,99\u00a0US$', euros: '4,99\u00a0€', twelve: '12,00\u00a0€' }

const booksIn = (written: typeof english) => [
  {
    slug: 'the-ledger',
    title: 'The Ledger',
    genre: 'Mystery',
    year: 2024,
    summary: 'Lisbon, 1755.',
    editions: [
      {
        format: 'ebook',
        buy: [link('Kindle', written.dollars, ['US']), link('Bertrand', written.euros, ['PT'])],
      },
      { format: 'paperback', buy: [link('Everywhere', written.twelve, [])] },
    ],
  },
  ...['Quake', 'Fire', 'Flood'].map((title) => ({
    slug: title.toLowerCase(),
    title,
    genre: 'Mystery',
    year: 2025,
    summary: 'Lisbon again.',
    editions: [],
  })),
]

const content = {
  author: { name: 'Ana Sousa', body: { paragraphs: ['Ana writes.'] } },
  books: booksIn(english),
  series: [{ name: 'The Tagus Trilogy', books: ['fire', 'quake', 'flood'] }],
  site: { language: 'en', region: 'US', chat: { buying: 'Shops.', fallback: 'Write.' } },
}

const replyTo = replies({ ...content, words: { chat: chatWords, buy: bookWords, formats: formatWords } })

describe('a book’s stores in the chat', () => {
  it.each([
    [
      'where can I buy the ledger?',
      undefined,
      ['Ebook: Buy on Kindle – $4.99', 'Paperback: Buy on Everywhere – €12.00'],
    ],
    ['where can I buy the ledger?', 'PT', ['Ebook: Buy on Bertrand – €4.99', 'Paperback: Buy on Everywhere – €12.00']],
    ['order ledger', 'GB', ['Ebook: Buy on Kindle – $4.99', 'Paperback: Buy on Everywhere – €12.00']],
    ['tell me about the ledger', 'PT', undefined],
    // A country the question names, by the language's name for it or another the words give, before the reader's.
    [
      'can I buy the ledger in Portugal?',
      'US',
      ['Ebook: Buy on Bertrand – €4.99', 'Paperback: Buy on Everywhere – €12.00'],
    ],
    [
      'where can I buy the ledger in the USA?',
      'PT',
      ['Ebook: Buy on Kindle – $4.99', 'Paperback: Buy on Everywhere – €12.00'],
    ],
    [
      'can you tell us where to buy the ledger?',
      'PT',
      ['Ebook: Buy on Bertrand – €4.99', 'Paperback: Buy on Everywhere – €12.00'],
    ],
    // A country with no store of these books says nothing: the reader's region answers.
    ['buy the ledger in the UK', 'PT', ['Ebook: Buy on Bertrand – €4.99', 'Paperback: Buy on Everywhere – €12.00']],
    // A format the question names, if the book has it.
    ['can I buy the ledger as an ebook in Portugal?', 'US', ['Ebook: Buy on Bertrand – €4.99']],
    ['buy the ledger paperback', 'US', ['Paperback: Buy on Everywhere – €12.00']],
    ['buy the ledger audiobook', 'US', ['Ebook: Buy on Kindle – $4.99', 'Paperback: Buy on Everywhere – €12.00']],
  ])('%j in %s → %j', (text, region, labels) => {
    expect(replyTo(text, region).links?.map((one) => one.label)).toEqual(labels)
  })
})

describe('a series’ reading order in the chat', () => {
  const inOrder = ['1. Fire', '2. Quake', '3. Flood']
  it.each<[string, string, string[] | undefined]>([
    ['In what order should I read the Tagus Trilogy?', 'The Tagus Trilogy, in reading order:', inOrder],
    ['TAGUS TRILOGY order', 'The Tagus Trilogy, in reading order:', inOrder],
    // The chat's first rules come first: a title, buying and the author keep their replies.
    ['is quake in the tagus trilogy?', 'Quake (Mystery, 2025): Lisbon again.', undefined],
    ['where can I buy the tagus trilogy?', 'Shops.', undefined],
    ['did ana write the tagus trilogy?', 'Ana writes.', undefined],
    ['tagus', 'Write.', undefined],
  ])('%j → %j', (text, reply, labels) => {
    expect(replyTo(text).text).toBe(reply)
    expect(replyTo(text).books?.map((one) => one.label)).toEqual(labels)
  })

  it('links each book to its page, in reading order', () => {
    expect(replyTo('the tagus trilogy').books?.map((one) => one.slug)).toEqual(['fire', 'quake', 'flood'])
  })
})

describe('a title the build set typographically, in the chat', () => {
  const typeset = replies({
    ...content,
    author: { name: 'Áine O’Brien', body: { paragraphs: ['Áine writes.'] } },
    books: [{ ...booksIn(english)[1], slug: 'emma', title: 'Emma’s “Last” Summer' }],
    series: [{ name: 'The Keeper’s Trilogy', books: ['emma'] }],
    words: { chat: chatWords, buy: bookWords, formats: formatWords },
  })
  it.each([
    [`tell me about emma's "last" summer`, 'Emma’s “Last” Summer (Mystery, 2025): Lisbon again.'],
    ['tell me about Emma’s “Last” Summer', 'Emma’s “Last” Summer (Mystery, 2025): Lisbon again.'],
    ["who is o'brien?", 'Áine writes.'],
    ["the keeper's trilogy?", 'The Keeper’s Trilogy, in reading order:'],
  ])('%j → %j', (text, reply) => expect(typeset(text).text).toBe(reply))
})

describe('the chat on a site in Portuguese', () => {
  const words = {
    chat: {
      ...chatWords,
      book: '{title} ({genre}, {year}): {summary}',
      store: '{format}: {store}',
      readingOrder: '{series}, por ordem de leitura:',
      leadingArticles: 'o, a, os, as, um, uma',
      asksToBuy: 'comprar, compra, adquirir',
      asksToBuyABook: 'comprar, compra, adquirir, encomendar, onde posso',
      asksAboutTheAuthor: 'autor',
    },
    buy: { ...bookWords, buy: 'Comprar na {retailer} – {price}' },
    formats: { ...formatWords, ebook: 'E-book', paperback: 'Capa mole' },
  } as unknown as Parameters<typeof replies>[0]['words']
  const portuguese = replies({
    ...content,
    books: booksIn(inPortuguese),
    site: { ...content.site, language: 'pt-PT', region: 'PT' },
    words,
  })

  it.each<[string, string, string[] | undefined]>([
    [
      'Onde posso comprar The Ledger?',
      'The Ledger (Mystery, 2024): Lisbon, 1755.',
      ['E-book: Comprar na Bertrand – 4,99\u00a0€', 'Capa mole: Comprar na Everywhere – 12,00\u00a0€'],
    ],
    ['Quero comprar um livro', 'Shops.', undefined],
    ['Quem é a autora?', 'Ana writes.', undefined],
    ['Em que ordem leio The Tagus Trilogy?', 'The Tagus Trilogy, por ordem de leitura:', undefined],
  ])('%j → %j', (text, reply, stores) => {
    expect(portuguese(text).text).toBe(reply)
    expect(portuguese(text).links?.map((one) => one.label)).toEqual(stores)
  })
})

describe('when a book comes out, in the chat', () => {
  const release = { day: '2027-03-15', text: 'March 15, 2027' }
  const next = {
    slug: 'the-tide-clock',
    title: 'The Tide Clock',
    genre: 'Mystery',
    year: 2027,
    summary: 'Porto, 1890.',
    release,
    editions: [{ format: 'hardcover', buy: [{ retailer: 'Wook', url: 'https://wook.example/', regions: [] }] }],
  }
  const later = {
    ...next,
    slug: 'the-salt-road',
    title: 'The Salt Road',
    release: { day: '2027-09-01', text: 'September 1, 2027' },
  }
  const withNext = replies({
    ...content,
    books: [...content.books, later, next],
    words: { chat: chatWords, buy: bookWords, formats: formatWords },
  })
  const before = '2027-03-14'
  const on = '2027-03-15'

  it.each([
    [
      'when is the new book out?',
      before,
      'The Tide Clock comes out on March 15, 2027. The Salt Road comes out on September 1, 2027.',
      ['the-tide-clock', 'the-salt-road'],
    ],
    [
      'Can I pre-order anything?',
      before,
      'The Tide Clock comes out on March 15, 2027. The Salt Road comes out on September 1, 2027.',
      ['the-tide-clock', 'the-salt-road'],
    ],
    // From its day on the reader's calendar, the book is out and the next one is to come.
    ['when is the new book out?', on, 'The Salt Road comes out on September 1, 2027.', ['the-salt-road']],
    // Once every book is out, the latest is said to have come out.
    ['any release news?', '2027-12-01', 'The Salt Road came out on September 1, 2027.', ['the-salt-road']],
  ])('%j on %s → %j', (text, day, reply, slugs) => {
    const answer = withNext(text, 'US', day)
    expect(answer.text).toBe(reply)
    expect(answer.books?.map((one) => one.slug)).toEqual(slugs)
  })

  it('says when a book named is out, and offers its stores for pre-order until then', () => {
    expect(withNext('tell me about the tide clock', 'US', before).text).toBe(
      'The Tide Clock (Mystery, 2027): Porto, 1890. The Tide Clock comes out on March 15, 2027.',
    )
    expect(withNext('can I pre-order the tide clock?', 'US', before).links?.map((one) => one.label)).toEqual([
      'Hardcover: Pre-order on Wook',
    ])
    expect(withNext('where can I buy the tide clock?', 'US', on).links?.map((one) => one.label)).toEqual([
      'Hardcover: Buy on Wook',
    ])
  })

  it('names the day a book came out only when asked, once it is out', () => {
    expect(withNext('tell me about the tide clock', 'US', on).text).toBe('The Tide Clock (Mystery, 2027): Porto, 1890.')
    expect(withNext('when was the tide clock released?', 'US', on).text).toBe(
      'The Tide Clock (Mystery, 2027): Porto, 1890. The Tide Clock came out on March 15, 2027.',
    )
  })

  it('keeps the spec’s rules first, and answers as before where no book has a release day', () => {
    expect(withNext('when is the new book out? I want to buy it', 'US', before).text).toBe('Shops.')
    expect(replyTo('when is the new book out?').text).toBe('Write.')
  })
})
