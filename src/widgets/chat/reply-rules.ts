import { formatLabel } from '#src/content/book-format.ts'
import { buyWords } from '#src/content/buy-words.ts'
import { storesFor } from '#src/content/stores.ts'
import type { Template } from '#src/content/words.ts'

interface ChatLink {
  retailer: string
  url: string
  regions: readonly string[]
  price: { amount: number; currency: string }
}

/** What the replies are made of; any author's content has it, in the page or in a test. */
export interface ChatContent {
  author: { name: string; body: { paragraphs: readonly string[] } }
  books: readonly {
    slug: string
    title: string
    genre: string
    year: number
    summary: string
    editions: readonly { format?: string; buy: readonly ChatLink[] }[]
  }[]
  /** Each series, its books by slug in reading order. */
  series: readonly { name: string; books: readonly string[] }[]
  site: { language: string; region: string; chat: { buying: string; fallback: string } }
  /** The site's "Buy on {retailer} - {price}", a store's link's words. */
  buy: Template<'retailer' | 'price'>
}

/** A reply: its words; for a book to buy, its stores as links; for a series, its books, each a link to its page by slug. */
export interface Reply {
  text: string
  links?: readonly { label: string; url: string }[]
  books?: readonly { label: string; slug: string }[]
}

/** "The Lighthouse" is asked about as "lighthouse" too: a leading article is not needed to match. */
export const keywordFor = (title: string) => title.toLowerCase().replace(/^(the|a|an) /, '')

const wantsToBuy = (text: string) => /\b(buy|purchase|order|where can i (get|find))\b/.test(text)

/** A series' reading order as the chat says it; its books follow as links, numbered. */
const readingOrderWords = (series: string) => `${series}, in reading order:`

/**
 * The canned replies by keyword: a book, its synopsis (and its stores when asked to buy it); then buying, then the author;
 * then a series, its books in reading order; else the contact form. A book's stores are the reader's region's (or
 * everywhere's), first store of each edition first.
 */
export function replies({
  author,
  books,
  series,
  site,
  buy,
}: ChatContent): (userText: string, region?: string) => Reply {
  const bookReplies = books.map((book) => ({
    book,
    keyword: keywordFor(book.title),
    reply: `${book.title} (${book.genre}, ${book.year}): ${book.summary}`,
  }))
  const storesOf = (book: ChatContent['books'][number], region: string) =>
    book.editions.flatMap((edition) => {
      const stores = storesFor(edition.buy, region)
      const near = stores.filter((link) => link.regions.length === 0 || link.regions.includes(region))
      return (near.length > 0 ? near : stores.slice(0, 1)).map((link) => ({
        label: `${edition.format ? `${formatLabel(edition.format)}: ` : ''}${buyWords(buy, link, site.language)}`,
        url: link.url,
      }))
    })
  const authorKeywords = ['author', ...author.name.toLowerCase().split(/\s+/)]
  // The author's reply is the bio's opening paragraph, as plain text.
  const authorReply = author.body.paragraphs[0]
  const titleOf = new Map(books.map((book) => [book.slug, book.title]))
  // Only what would fall back to the contact form: a title, buying or the author in the text keep their replies.
  const seriesReplies = series.map((one) => ({
    keyword: keywordFor(one.name),
    reply: {
      text: readingOrderWords(one.name),
      books: one.books.map((slug, index) => ({ label: `${index + 1}. ${titleOf.get(slug) ?? slug}`, slug })),
    },
  }))
  return (userText, region = site.region) => {
    const text = userText.toLowerCase()
    const found = bookReplies.find(({ keyword }) => text.includes(keyword))
    // The spec's rule holds (a title is answered with its book); asked to buy it, its stores follow as links.
    if (found) return { text: found.reply, ...(wantsToBuy(text) && { links: storesOf(found.book, region) }) }
    if (text.includes('buy') || text.includes('purchase')) return { text: site.chat.buying }
    if (authorKeywords.some((keyword) => text.includes(keyword))) return { text: authorReply }
    return seriesReplies.find(({ keyword }) => text.includes(keyword))?.reply ?? { text: site.chat.fallback }
  }
}
