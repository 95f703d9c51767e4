/** What a case does to a page, the same through Puppeteer (Firefox) and WebDriver (WebKit). */
export interface EnginePage {
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /** Evaluates a JavaScript expression in the page; a promise is awaited. */
  run<T>(expression: string): Promise<T>
  /** A real click from the driver on the first element matching the CSS selector. */
  click(selector: string): Promise<void>
  /** Real key presses from the driver into the element matching the CSS selector. */
  type(selector: string, text: string): Promise<void>
  close(): Promise<void>
}

export interface EngineBrowser {
  /** A new tab in the same profile (shared service worker, IndexedDB and storage). */
  newPage(): Promise<EnginePage>
  close(): Promise<void>
}

export interface Engine {
  name: 'firefox' | 'webkit'
  /** A browser with a fresh, empty profile. */
  launch(siteUrl: string): Promise<EngineBrowser>
}
