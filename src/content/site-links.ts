/** What the header needs to know of the content to choose its links. */
export interface SiteShape {
  /** All the author's books, and how many of them the home shows. */
  bookCount: number
  homeBookCount: number
  readingCount: number
  /** The posts published (news/), none for a site without news. */
  postCount: number
  /** Whether the site has a press kit (press.md). */
  press: boolean
  newsletterOnHome: boolean
}

/** The links' names in the site's language. */
export type LinkLabels = Record<
  'books' | 'book' | 'events' | 'news' | 'press' | 'about' | 'newsletter' | 'contact',
  string
>

/** A page of the site, or a section of the home by its anchor. */
export interface SiteLink {
  label: string
  to: '/' | '/books' | '/events' | '/news' | '/press'
  hash?: string
}

/**
 * The header's links after the author's name, each to where the reader finds it: the catalogue only
 * when it holds more than the home shows, "The Book" for an author's only one, and Events, News or Newsletter
 * only when there is something there: the events page lists every event, past ones too. The press kit is
 * named among them: a publisher or a journalist looks for it at the top, not in the footer's small print.
 */
export function siteLinks(
  { bookCount, homeBookCount, readingCount, postCount, press, newsletterOnHome }: SiteShape,
  labels: LinkLabels,
): SiteLink[] {
  return [
    bookCount > homeBookCount
      ? { label: labels.books, to: '/books' }
      : { label: bookCount === 1 ? labels.book : labels.books, to: '/', hash: 'books' },
    ...(readingCount > 0 ? [{ label: labels.events, to: '/events' } as const] : []),
    ...(postCount > 0 ? [{ label: labels.news, to: '/news' } as const] : []),
    ...(press ? [{ label: labels.press, to: '/press' } as const] : []),
    { label: labels.about, to: '/', hash: 'about' },
    ...(newsletterOnHome ? [{ label: labels.newsletter, to: '/', hash: 'newsletter' } as const] : []),
    { label: labels.contact, to: '/', hash: 'contact' },
  ]
}
