import { asTyped } from '#src/content/as-typed.ts'
import { type FormatWords, formatLabel } from '#src/content/book-format.ts'
import { type BuyWords, buyWords } from '#src/content/buy-words.ts'
import { byReleaseDay, isOut, localDay, type Release } from '#src/content/release.ts'
import { storesFor } from '#src/content/stores.ts'
import { fill, type Template } from '#src/content/words.ts'

interface ChatLink {
  retailer: string
  url: string
  regions: readonly string[]
  price?: { text: string }
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
    /** A book with a release day: the chat says when it comes out, or came out. */
    release?: Pick<Release, 'day' | 'text'>
    editions: readonly { format?: string; buy: readonly ChatLink[] }[]
  }[]
  /** Each series, its books by slug in reading order. */
  series: readonly { name: string; books: readonly string[] }[]
  site: { language: string; region: string; chat: { buying: string; fallback: string } }
  words: ChatWords
}

/** The chat's fixed words in the site's language; the keywords are lists, comma-separated. */
export interface ChatWords {
  chat: {
    book: Template<'title' | 'genre' | 'year' | 'summary'>
    store: Template<'format' | 'store'>
    readingOrder: Template<'series'>
    inOrder: Template<'number' | 'title'>
    leadingArticles: string
    asksToBuy: string
    asksToBuyABook: string
    asksAboutTheAuthor: string
    asksWhenOut: string
    comesOut: Template<'title' | 'date'>
    cameOut: Template<'title' | 'date'>
    /** Other names readers give countries, each `name = code` ("UK = GB"); the language's own names need none. */
    countryNames: string
  }
  /** The site's "Buy on {retailer} – {price}" and its kin ("Pre-order on {retailer}"), a store's link's words. */
  buy: BuyWords
  formats: FormatWords
}

/** A reply: its words; for a book to buy, its stores as links; for a series, its books, each a link to its page by slug. */
export interface Reply {
  text: string
  links?: readonly { label: string; url: string }[]
  books?: readonly { label: string; slug: string }[]
}

// Words and questions are matched as a keyboard types them: a reader's "Emma's" names the title set "Emma’s".
const listOf = (words: string) =>
  words
    .split(',')
    .map((word) => asTyped(word.trim().toLowerCase()))
    .filter(Boolean)
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const anyOf = (words: string) => listOf(words).map(escaped).join('|')

/** "The Lighthouse" is asked about as "lighthouse" too: a leading article is not needed to match. */
const keywordsFor = (articles: string) => {
  const leading = new RegExp(`^(${anyOf(articles)}) `)
  return (title: string) => asTyped(title.toLowerCase()).replace(leading, '')
}

// Whole words in any script: \b knows only ASCII letters ("à" would end a word).
const wholeWords = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])(${anyOf(words)})(?![\\p{L}\\p{N}])`, 'u')
const saysWord = (text: string, word: string) => wholeWords(word).test(text)

/**
 * The country a question names ("…in the UK?"), among those the books have stores in: by its name in the site's
 * language, or by one the words give. A question that names none is answered for the reader's region.
 */
function countryNamer(language: string, regions: readonly string[], otherNames: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  const named = [
    ...regions.map((region) => [names.of(region) ?? region, region]),
    ...listOf(otherNames).map((pair) => pair.split('=').map((part) => part.trim())),
  ].filter(([name, region]) => name && region && regions.includes(region.toUpperCase()))
  return (text: string) => named.find(([name]) => saysWord(text, name.toLowerCase()))?.[1].toUpperCase()
}

/**
 * The canned replies by keyword: a book, its synopsis (and its stores when asked to buy it); then buying, then the author;
 * then when books come out (asked on `day`, the reader's); then a series, its books in reading order; else the contact form. A book's stores are those of the country the
 * question names, else the reader's region's (or everywhere's), first store of each edition first; of the format the
 * question names, if the book has it.
 */
export function replies({
  author,
  books,
  series,
  site,
  words,
}: ChatContent): (userText: string, region?: string, day?: string) => Reply {
  const keywordFor = keywordsFor(words.chat.leadingArticles)
  const wantsToBuy = wholeWords(words.chat.asksToBuyABook)
  const buying = listOf(words.chat.asksToBuy)
  const bookReplies = books.map((book) => ({
    book,
    keyword: keywordFor(book.title),
    reply: fill(words.chat.book, { title: book.title, genre: book.genre, year: book.year, summary: book.summary }),
  }))
  const regions = [
    ...new Set([
      site.region,
      ...books.flatMap((book) => book.editions.flatMap((edition) => edition.buy.flatMap((link) => link.regions))),
    ]),
  ]
  const countryIn = countryNamer(site.language, regions, words.chat.countryNames)
  const labelOf = (format: string) => formatLabel(format, words.formats).toLowerCase()
  // Asked for one format ("the audiobook"), only its editions; a format the book lacks is no reason to list none.
  const editionsAskedFor = (book: ChatContent['books'][number], text: string) => {
    const asked = book.editions.filter((edition) => edition.format && saysWord(text, labelOf(edition.format)))
    return asked.length > 0 ? asked : book.editions
  }
  const storesOf = (book: ChatContent['books'][number], text: string, region: string, forthcoming: boolean) =>
    editionsAskedFor(book, text).flatMap((edition) => {
      const stores = storesFor(edition.buy, region)
      const near = stores.filter((link) => link.regions.length === 0 || link.regions.includes(region))
      return (near.length > 0 ? near : stores.slice(0, 1)).map((link) => ({
        label: edition.format
          ? fill(words.chat.store, {
              format: formatLabel(edition.format, words.formats),
              store: buyWords(words.buy, link, forthcoming),
            })
          : buyWords(words.buy, link, forthcoming),
        url: link.url,
      }))
    })
  const authorKeywords = [...listOf(words.chat.asksAboutTheAuthor), ...asTyped(author.name.toLowerCase()).split(/\s+/)]
  // The author's reply is the bio's opening paragraph, as plain text.
  const authorReply = author.body.paragraphs[0]
  // A book with a release day is said to come out on it, or, from that day on the reader's calendar, to have come out.
  const asksWhenOut = wholeWords(words.chat.asksWhenOut)
  const releaseOf = (book: ChatContent['books'][number], day: string) =>
    book.release &&
    fill(isOut(book.release, day) ? words.chat.cameOut : words.chat.comesOut, {
      title: book.title,
      date: book.release.text,
    })
  const dated = books.filter((book) => book.release).sort(byReleaseDay)
  // Asked when a book is out, naming none: those still to come, soonest first; once all are out, the latest.
  const releaseReply = (day: string): Reply | undefined => {
    const coming = dated.filter((book) => !isOut(book.release, day))
    const told = coming.length > 0 ? coming : dated.slice(-1)
    if (told.length === 0) return undefined
    return {
      text: told.map((book) => releaseOf(book, day)).join(' '),
      books: told.map((book) => ({ label: book.title, slug: book.slug })),
    }
  }
  const titleOf = new Map(books.map((book) => [book.slug, book.title]))
  // Only what would fall back to the contact form: a title, buying or the author in the text keep their replies.
  const seriesReplies = series.map((one) => ({
    keyword: keywordFor(one.name),
    reply: {
      text: fill(words.chat.readingOrder, { series: one.name }),
      books: one.books.map((slug, index) => ({
        label: fill(words.chat.inOrder, { number: index + 1, title: titleOf.get(slug) ?? slug }),
        slug,
      })),
    },
  }))
  return (userText, region = site.region, day = localDay(new Date())) => {
    const text = asTyped(userText.toLowerCase())
    const found = bookReplies.find(({ keyword }) => text.includes(keyword))
    // The spec's rule holds (a title is answered with its book); asked to buy it, its stores follow as links. A book
    // still to come says when it comes out; one that came out says when, if asked.
    if (found) {
      const forthcoming = !isOut(found.book.release, day)
      const links = wantsToBuy.test(text)
        ? storesOf(found.book, text, countryIn(text) ?? region, forthcoming)
        : undefined
      const when = (forthcoming || asksWhenOut.test(text)) && releaseOf(found.book, day)
      return { text: when ? `${found.reply} ${when}` : found.reply, ...(links && { links }) }
    }
    if (buying.some((word) => text.includes(word))) return { text: site.chat.buying }
    if (authorKeywords.some((keyword) => text.includes(keyword))) return { text: authorReply }
    const release = asksWhenOut.test(text) ? releaseReply(day) : undefined
    if (release) return release
    return seriesReplies.find(({ keyword }) => text.includes(keyword))?.reply ?? { text: site.chat.fallback }
  }
}
