/** The size budgets, in bytes gzip, that the tests, the build's report and `npm run bench:authors` all hold the build to. */
export const budgets = {
  // Headroom over what the first paint needs, so a dependency's patch never fails a build while a library added to it does (decision 0055).
  firstPaintJsGzip: 120 * 1024,
  // The page's inline rules, all the CSS its first paint waits for; and the app's whole stylesheet, loaded after it.
  // Each counted once, with headroom for a new kind of section (decision 0058).
  firstPaintCssGzip: 10 * 1024,
  stylesheetGzip: 12 * 1024,
  precacheGzip: 400 * 1024,
  homeHtmlGzip: 30 * 1024,
}
