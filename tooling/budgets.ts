/** The size budgets, in bytes gzip, that the tests, the build's report and `npm run bench:authors` all hold the build to. */
export const budgets = {
  // Headroom over what the first paint needs, so a dependency's patch never fails a build while a library added to it does (decision 0055).
  firstPaintJsGzip: 120 * 1024,
  firstPaintCssGzip: 15 * 1024,
  precacheGzip: 400 * 1024,
  homeHtmlGzip: 30 * 1024,
}
