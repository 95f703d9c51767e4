/** What the header needs to know of the content to choose its links. */
export interface SiteShape {
  /** All the author's books, and how many of them the home shows. */
  bookCount: number
  homeBookCount: number
  readingCount: number
  newsletterOnHome: boolean
}

/** A page of the site, or a section of the home by its anchor. */
export interface SiteLink {
  label: string
  to: '/' | '/books'
  hash?: string
}

/**
 * The header's links after the author's name, each to where the reader finds it: the catalogue only
 * when it holds more than the home shows, and Events or Newsletter only when there is something there.
 */
export function siteLinks({ bookCount, homeBookCount, readingCount, newsletterOnHome }: SiteShape): SiteLink[] {
  return [
    bookCount > homeBookCount ? { label: 'Books', to: '/books' } : { label: 'Books', to: '/', hash: 'books' },
    ...(readingCount > 0 ? [{ label: 'Events', to: '/', hash: 'readings' } as const] : []),
    { label: 'About', to: '/', hash: 'about' },
    ...(newsletterOnHome ? [{ label: 'Newsletter', to: '/', hash: 'newsletter' } as const] : []),
    { label: 'Contact', to: '/', hash: 'contact' },
  ]
}
