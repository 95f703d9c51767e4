interface ImportMetaEnv {
  /** The addresses of the content's book pages, samples and series pages, from the worker's build (tooling/pwa.ts). */
  readonly BOOK_PAGES: readonly string[]
}
