interface ImportMetaEnv {
  /** The addresses of the content's book pages, samples, series pages, events page, news page, posts and press kit, from the worker's build (tooling/pwa.ts). */
  readonly BOOK_PAGES: readonly string[]
}
