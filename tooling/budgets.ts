/** The size budgets, in bytes gzip, that the tests, the build's report and `npm run bench:authors` all hold the build to. */
export const budgets = {
  precacheGzip: 400 * 1024,
  homeHtmlGzip: 30 * 1024,
}
