import { describe, expect, it } from 'vitest'
import { replyTo } from './chat-replies.ts'

const digitalOcean = 'The Digital Ocean (Contemporary Fiction, 2023)'
const goldenHorizons = 'Golden Horizons (Literary Fiction, 2022)'
const tidesOfChange = 'Tides of Change (Drama, 2021)'
const buying = 'Amazon, at Barnes & Noble and from other retailers'
const theAuthor = 'Elena Marlowe grew up in a harbour town'
const contactForm = 'contact form'

describe('replyTo', () => {
  it.each([
    // Each rule
    ['Tell me about the digital ocean', digitalOcean],
    ['what is golden horizons about?', goldenHorizons],
    ['tides of change', tidesOfChange],
    ['Where can I buy them?', buying],
    ['how do I purchase a copy', buying],
    ['Who is the author?', theAuthor],
    ['tell me about elena', theAuthor],
    ['marlowe', theAuthor],
    ['Hello there', contactForm],
    ['', contactForm],
    // Case does not matter
    ['THE DIGITAL OCEAN', digitalOcean],
    ['Golden Horizons', goldenHorizons],
    ['TiDeS oF cHaNgE', tidesOfChange],
    ['BUY', buying],
    ['PURCHASE', buying],
    ['ELENA MARLOWE', theAuthor],
    // Precedence: a book beats buying (to buy a book is its stores, below), buying beats the author
    ['Did Elena Marlowe write Tides of Change?', tidesOfChange],
    ['Can I purchase books by the author?', buying],
    ['where do I buy elena’s novels', buying],
    // Two titles: the first book in the list wins
    ['tides of change or the digital ocean?', digitalOcean],
    // Near misses fall through
    ['digitalocean', contactForm],
    ['golden horizon', contactForm],
  ])('%j → %s', (userText, expected) => {
    expect(replyTo(userText).text).toContain(expected)
  })

  it.each([
    ['where can I buy Golden Horizons?', goldenHorizons],
    ['I want to buy Golden Horizons', goldenHorizons],
    ['purchase the digital ocean', digitalOcean],
  ])('%j → the book, and its stores as links', (userText, text) => {
    const reply = replyTo(userText)
    expect(reply.text).toContain(text)
    expect(reply.links?.length).toBeGreaterThan(0)
    for (const link of reply.links ?? []) {
      expect(link.label).toMatch(/^Buy on .+ – \$\d+\.\d{2}$/)
      expect(link.url).toMatch(/^https:\/\//)
    }
  })

  it('names no stores when the reader only asks about a book', () => {
    expect(replyTo('what is golden horizons about?').links).toBeUndefined()
  })

  it.each([
    ['When is the new book out?', '2027-01-15', 'The Quiet Between Minds comes out on May 20, 2027.'],
    ['when is the quiet between minds released?', '2027-01-15', 'The Quiet Between Minds comes out on May 20, 2027.'],
    // From its day on the reader's calendar, with no new build.
    ['When is the new book out?', '2027-05-20', 'The Quiet Between Minds came out on May 20, 2027.'],
  ])('%j on %s → %s', (userText, day, expected) => {
    expect(replyTo(userText, undefined, day).text).toContain(expected)
  })

  it('offers the book to come for pre-order until its day, and to buy from it', () => {
    const labels = (day: string) =>
      replyTo('can I buy the quiet between minds?', undefined, day).links?.map((link) => link.label)
    expect(labels('2027-01-15')).toEqual(['Pre-order on Amazon – $16.99', 'Pre-order on Barnes & Noble'])
    expect(labels('2027-05-20')).toEqual(['Buy on Amazon – $16.99', 'Buy on Barnes & Noble'])
  })
})
