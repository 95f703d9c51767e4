import type { SocialImage } from './social-image.ts'

/** A page's own title and description (page-meta.ts): the tab and search results (set at build and on each visit) read the same words. */
export interface PageMeta {
  title: string
  description: string
}

/**
 * A page the build writes besides the home page: where it lives, and what its head says. Made by
 * prerendered-pages.ts, read by the build (tooling/prerender.ts); a file of its own so the build
 * imports the type without the content modules behind the values.
 */
export interface PrerenderedPage {
  /** What the page is: its head (an article, no address for the 404), the worker's caching and the benches read it. */
  kind:
    | 'catalogue'
    | 'series'
    | 'events'
    | 'book'
    | 'sample'
    | 'news'
    | 'news-post'
    | 'press'
    | 'newsletter-link'
    | 'not-found'
  path: string
  file: string
  meta: PageMeta
  /** Without one, the home page's card. */
  image?: SocialImage
  /** Its JSON-LD (structured-data.ts), written into its head as it is. */
  structuredData?: object
  /** False: left out of the sitemap and marked `noindex`. */
  indexed?: false
  /** Opened with a secret in its address (a mail link's token): its head asks the browser to send no Referer. */
  secretInAddress?: true
}

/** The path the 404 page is prerendered at. Its file, 404.html, is what a host answers for every path that has no file. */
export const notFoundPath = '/404'

/** The press kit's address: the footer's link, the router's route and the prerendered page's. */
export const pressPath = '/press'
