import { homeBooks } from '#src/sections/books/home-books.ts'
import { siteLinks } from '#src/sections/site-header/site-links.ts'
import { readingWhen } from './reading-when.ts'
import type { CheckedContent } from './schema.ts'
import type { SiteWords } from './words/site-words.ts'

const prefix = 'virtual:content/'
const samplePrefix = 'sample/'

// One module per part, so the first paint carries the site and the author and the books load with their section.
const parts = {
  // The newsletter's copy loads with its form; the first paint needs only where the form shows.
  // The footer's year is the build's: read in the browser, a new year would change markup React must adopt.
  // The header's links are worked out here, named in the site's language: the books, readings and words stay out of the first paint.
  site: ({ site: { newsletter, ...site }, books, readings }, words) => ({
    site,
    newsletterOn: newsletter?.showOn ?? [],
    copyrightYear: new Date().getFullYear(),
    headerLinks: siteLinks(
      {
        bookCount: books.length,
        homeBookCount: homeBooks(books).length,
        readingCount: readings.readings.length,
        newsletterOnHome: newsletter?.showOn.includes('home') ?? false,
      },
      words().header,
    ),
  }),
  newsletter: ({ site: { newsletter } }) => ({
    newsletter: newsletter && { heading: newsletter.heading, intro: newsletter.intro, consent: newsletter.consent },
  }),
  author: (content) => ({ author: content.author }),
  // A sample's chapter travels in a module of its own: the book list keeps only its title.
  books: (content) => ({
    books: content.books.map(({ sample, ...book }) => (sample ? { ...book, sample: { title: sample.title } } : book)),
    comingSoon: content.comingSoon,
    series: content.series,
  }),
  // Each reading's date and time written at build: the prerendered page and every browser show the same words.
  // The home's next readings are prerendered as of the build's day; the browser then lists them as of its own day.
  readings: ({ readings, site }) => ({
    readings: { readings: readings.readings.map((one) => ({ ...one, when: readingWhen(one, site.language) })) },
    listedFrom: new Date(new Date().setHours(0, 0, 0, 0)).toISOString(),
  }),
} satisfies Record<string, (content: CheckedContent, words: () => SiteWords) => Record<string, unknown>>

/** The ids this plugin answers: the parts, `samples` (each book's chapter, loaded on demand) and `sample/<slug>`. */
export const isContentModule = (source: string) => source.startsWith(prefix) && partName(source) !== undefined

const partName = (id: string) => {
  const name = id.slice(prefix.length)
  return name in parts || name === 'samples' || name.startsWith(samplePrefix) ? name : undefined
}

/** What a resolved id (`\0virtual:content/...`) exports, or undefined when it is no content module. */
export function moduleValue(
  resolvedId: string,
  content: CheckedContent,
  words: () => SiteWords,
): Record<string, unknown> | undefined {
  if (!resolvedId.startsWith(`\0${prefix}`)) return undefined
  const name = partName(resolvedId.slice(1))
  if (name === undefined) return undefined
  if (name in parts) return parts[name as keyof typeof parts](content, words)
  if (name === 'samples') return undefined
  const book = content.books.find((candidate) => `${samplePrefix}${candidate.slug}` === name)
  return book?.sample ? { sample: book.sample } : undefined
}

/** `samples`: each book with a chapter, by slug, as a function that loads that chapter's module. */
export function samplesModule(content: CheckedContent, resolvedId: string): string | undefined {
  if (resolvedId !== `\0${prefix}samples`) return undefined
  const entries = content.books
    .filter((book) => book.sample)
    .map(
      (book) =>
        `  ${JSON.stringify(book.slug)}: () => import(${JSON.stringify(`${prefix}${samplePrefix}${book.slug}`)}),`,
    )
  return `export const samples = {\n${entries.join('\n')}\n}\n`
}
