import { blurb } from '#src/content/blurb.ts'
import { findBook } from '#src/content/find-book.ts'
import { homeBooks } from '#src/content/home-books.ts'
import { hook } from '#src/content/hook.ts'
import { leadBook } from '#src/content/lead-book.ts'
import { seriesPlace } from '#src/content/series-place.ts'
import { shelfBooks, shelfSize } from '#src/content/shelf-books.ts'
import { siteLinks } from '#src/content/site-links.ts'
import { storeRegions } from '#src/content/stores.ts'
import { booksLayout } from '#src/sections/books/books-layout.ts'
import { consentVersionAtBuild } from './consent-version.ts'
import { namedBooks } from './named-books.ts'
import { linkedBooks, postEntry, publishedPosts } from './news.ts'
import { pressKit } from './press-kit.ts'
import { readingWhen } from './reading-when.ts'
import { regionNames } from './region-words.ts'
import type { CheckedContent } from './schema.ts'
import type { SiteWords } from './words/site-words.ts'
import { regionOfZone } from './zone-region.ts'

const prefix = 'virtual:content/'

type CheckedBook = CheckedContent['books'][number]

/** A book as lists, cards and the chat read it: its chapter and long text travel in modules of their own (bookParts). */
const listEntry = ({ sample, description, keyThemes, reviews, ...book }: CheckedBook) =>
  sample ? { ...book, sample: { title: sample.title } } : book

/**
 * A book as a strip shows it (the hero's, a post's end): its cover, its hook, its first edition's stores, its sample.
 * The hero's hook fits the first screen (hook.ts); where a reader stops, the strip's has room for whole sentences.
 */
const stripBook = (book: CheckedBook, { site }: CheckedContent, lines = blurb) => ({
  slug: book.slug,
  title: book.title,
  cover: book.cover,
  hook: lines(book.summary, book.language ?? site.language),
  language: book.language,
  dir: book.dir,
  year: book.year,
  release: book.release,
  buy: book.editions[0].buy,
  sample: book.sample !== undefined,
})

/** A book as a shelf beside a strip shows it: its cover and its title. */
const shelfBook = ({ slug, title, cover, language, dir }: CheckedBook) => ({ slug, title, cover, language, dir })

/**
 * The book before one in its series, by slug and title; the book after it, as a strip offers it; and for a book with
 * none after it, another of the author's as a strip: the one she leads with among the rest, one out now first when
 * this one is still to come. A book's page then never ends without a book to go on to. Beside either, a shelf of a few
 * more by cover and title: a wide screen had the one card and a third of its row empty.
 */
function neighbours(book: CheckedBook, content: CheckedContent) {
  const place = seriesPlace(book.slug, content.series)
  const find = (slug: string | undefined) => (slug ? findBook(content.books, slug) : undefined)
  const previous = find(place?.previous)
  const next = find(place?.next)
  const others = content.books.filter((other) => other !== book)
  const out = others.filter((other) => !other.release?.forthcoming)
  const more = next ? undefined : (book.release?.forthcoming && leadBook(out)) || leadBook(others)
  // Beside the series' next, the books after it in their order; beside another of the author's, the rest of hers.
  const afterNext = (place?.series.books.slice(place.position + 1) ?? [])
    .map(find)
    .filter((found) => found !== undefined)
  const shelf = next ? afterNext.slice(0, shelfSize) : more ? shelfBooks(others, [more]) : []
  return {
    previous: previous && { slug: previous.slug, title: previous.title },
    next: next && stripBook(next, content),
    more: more && stripBook(more, content),
    shelf: shelf.map(shelfBook),
  }
}

/**
 * What loads with one book only, each book's part its own module (`sample-<slug>`), found through one
 * index (`book-parts`) of its loaders by slug: a long backlist weighs nothing until a book is opened.
 */
const bookParts = {
  // What a book's own page and its sample start from: no page but the catalogue's loads every book.
  entry: {
    each: 'book-entry-',
    value: (book: CheckedBook, content: CheckedContent) => ({
      book: listEntry(book),
      neighbours: neighbours(book, content),
    }),
  },
  sample: { each: 'sample-', value: (book: CheckedBook) => book.sample && { sample: book.sample } },
  // What only the book's page and its details dialog show; the description's plain paragraphs stay at build.
  text: {
    each: 'book-text-',
    // A review with no kind of its own takes the site's, so the page needs no site.yaml to head it.
    value: ({ description, keyThemes, reviews }: CheckedBook, { site: { reviewKind } }: CheckedContent) => ({
      text: {
        description: { html: description.html },
        keyThemes,
        reviews: reviewKind ? reviews.map((review) => ({ kind: reviewKind, ...review })) : reviews,
      },
    }),
  },
} satisfies Record<
  string,
  { each: string; value: (book: CheckedBook, content: CheckedContent) => Record<string, unknown> | undefined }
>

type BookPart = keyof typeof bookParts
const bookPartNames = Object.keys(bookParts) as BookPart[]
const bookPartsIndex = 'book-parts'

// One module per part, so the first paint carries the site and the author and the books load with their section.
const parts = {
  // The newsletter's copy loads with its form; the first paint needs only where the form shows.
  // The footer's year is the build's: read in the browser, a new year would change markup React must adopt.
  // The header's links are worked out here, named in the site's language: the books, readings and words stay out of the first paint.
  site: ({ site: { newsletter, reviewKind, ...site }, books, readings, news, press }, words) => ({
    site,
    newsletterOn: newsletter?.showOn ?? [],
    // The footer links to the press kit, and the router knows its page, only when press.md exists.
    pressOn: press !== undefined,
    copyrightYear: new Date().getFullYear(),
    onlyBook: books.length === 1,
    headerLinks: siteLinks(
      {
        bookCount: books.length,
        homeBookCount: homeBooks(books).length,
        readingCount: readings.readings.length,
        postCount: publishedPosts(news).length,
        press: press !== undefined,
        newsletterOnHome: newsletter?.showOn.includes('home') ?? false,
      },
      words().header,
    ),
  }),
  newsletter: ({ site: { newsletter } }, words) => ({
    // The form shows the consent line and names it by its version: the function keeps the words. A release
    // alert's form has its own line (decision 0075), in the site's words, named the same way.
    newsletter: newsletter && {
      heading: newsletter.heading,
      intro: newsletter.intro,
      consent: newsletter.consent,
      consentVersion: consentVersionAtBuild(newsletter.consent),
      alert: {
        consent: words().newsletter.alertConsent,
        consentVersion: consentVersionAtBuild(words().newsletter.alertConsent),
      },
    },
  }),
  author: (content) => ({ author: content.author }),
  books: (content) => ({ books: content.books.map(listEntry) }),
  // The home's books alone, chosen here: a long backlist's list loads with the catalogue, not the home.
  // An author's only book, which the hero already sells, is told again in its longer words: its description and a review.
  'home-books': ({ books, comingSoon }) => {
    const shown = homeBooks(books)
    const more = shown.length < books.length
    const alone = booksLayout({ books: shown.length, teaser: comingSoon !== undefined, more }) === 'alone'
    const told = alone ? { description: shown[0].description.html, review: shown[0].reviews[0] } : undefined
    return { shown: shown.map(listEntry), comingSoon, more, told }
  },
  // The first screen's book, with only what the hero shows: it is in the first paint of the home.
  'lead-book': (content) => {
    const book = leadBook(content.books)
    return { leadBook: book && stripBook(book, content, hook) }
  },
  series: (content) => ({ series: content.series }),
  // The published posts, newest first, text and all, with the books each links to: a few short posts, loaded with the
  // news pages alone.
  news: (content) => {
    return {
      posts: publishedPosts(content.news).map((post) => ({
        ...postEntry(post, content.site.language),
        books: linkedBooks(post.text.links, content.books, content.site.url).map((book) => stripBook(book, content)),
      })),
    }
  },
  // The home's About names the newest post: its title and address alone, not the news' text.
  'latest-post': ({ news }) => {
    const [post] = publishedPosts(news)
    return { latestPost: post && { slug: post.slug, title: post.title } }
  },
  regions: (content) => ({
    regionNames: regionNames(
      storeRegions(
        content.books.flatMap((book) => book.editions.flatMap((edition) => edition.buy)),
        content.site.region,
      ),
      content.site.language,
    ),
  }),
  // Every count a page can show, up to the number of books, written at build in the site's language (its plural form
  // and its number): the catalogue and a series page count without making Intl's objects while they start.
  counts: ({ site: { language }, books }) => {
    const plural = new Intl.PluralRules(language)
    const number = new Intl.NumberFormat(language)
    const upTo = Array.from({ length: books.length + 1 }, (_, count) => count)
    return {
      counts: {
        language,
        forms: upTo.map((count) => plural.select(count)),
        texts: upTo.map((count) => number.format(count)),
      },
    }
  },
  // Each reading's date and time written at build: the prerendered page and every browser show the same words.
  // The home's next readings are prerendered as of the build's day; the browser then lists them as of its own day.
  // Its country is its zone's, for the address search engines read. Its note, cut where it names one of the books: the
  // events page links each title to its book.
  readings: ({ readings, site, books }) => ({
    readings: {
      readings: readings.readings.map((one) => ({
        ...one,
        when: readingWhen(one, site.language),
        country: regionOfZone(one.timeZone),
        note: namedBooks(one.description, books),
      })),
    },
    listedFrom: new Date(new Date().setHours(0, 0, 0, 0)).toISOString(),
  }),
} satisfies Record<string, (content: CheckedContent, words: () => SiteWords) => Record<string, unknown>>

// Parts made from the content's files as well as its fields (an image's format and pixel size): made asynchronously.
const fileParts = {
  press: (content, words) => pressKit(content, words().press),
} satisfies Record<string, (content: CheckedContent, words: () => SiteWords) => Promise<Record<string, unknown>>>

/** The ids this plugin answers: the parts, the index of the books' own modules (`book-parts`) and each of those. */
export const isContentModule = (source: string) => source.startsWith(prefix) && partName(source) !== undefined

const partName = (id: string) => {
  const name = id.slice(prefix.length)
  return name in parts || name in fileParts || name === bookPartsIndex || bookModule(`\0${id}`) ? name : undefined
}

/** The book part and slug of a resolved id (`\0virtual:content/sample-<slug>`), or undefined for any other module. */
export function bookModule(resolvedId: string): { part: BookPart; slug: string } | undefined {
  if (!resolvedId.startsWith(`\0${prefix}`)) return undefined
  const name = resolvedId.slice(prefix.length + 1)
  const part = bookPartNames.find((one) => name.startsWith(bookParts[one].each))
  return part && { part, slug: name.slice(bookParts[part].each.length) }
}

/** What a resolved id (`\0virtual:content/...`) exports, or undefined when it is no content module. */
export function moduleValue(
  resolvedId: string,
  content: CheckedContent,
  words: () => SiteWords,
): Record<string, unknown> | undefined {
  if (!resolvedId.startsWith(`\0${prefix}`)) return undefined
  const name = resolvedId.slice(prefix.length + 1)
  if (name in parts) return parts[name as keyof typeof parts](content, words)
  const one = bookModule(resolvedId)
  const book = one && content.books.find((candidate) => candidate.slug === one.slug)
  return book && bookParts[one.part].value(book, content)
}

/** What a resolved id (`\0virtual:content/press`) of a part made from the content's files exports, or undefined for any other. */
export function fileModuleValue(
  resolvedId: string,
  content: CheckedContent,
  words: () => SiteWords,
): Promise<Record<string, unknown>> | undefined {
  if (!resolvedId.startsWith(`\0${prefix}`)) return undefined
  const name = resolvedId.slice(prefix.length + 1)
  return name in fileParts ? fileParts[name as keyof typeof fileParts](content, words) : undefined
}

/** `book-parts`: each book's parts by slug (`{ entry, sample, text }`), each as a function that loads its module. */
export function bookPartIndex(content: CheckedContent, resolvedId: string): string | undefined {
  if (resolvedId !== `\0${prefix}${bookPartsIndex}`) return undefined
  const loaders = (book: CheckedBook) =>
    bookPartNames
      .filter((part) => bookParts[part].value(book, content))
      .map((part) => `${part}: () => import(${JSON.stringify(`${prefix}${bookParts[part].each}${book.slug}`)})`)
  // A Map: a slug such as "constructor" names no book, not the prototype's property.
  const entries = content.books.map((book) => `  [${JSON.stringify(book.slug)}, { ${loaders(book).join(', ')} }],`)
  return `export const loaders = new Map([\n${entries.join('\n')}\n])\n`
}
