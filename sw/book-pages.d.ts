interface ImportMetaEnv {
  /** The addresses of the content's book pages and samples, from the worker's build (tooling/pwa.ts). */
  readonly BOOK_PAGES: readonly string[]
}
