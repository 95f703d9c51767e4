import { type Targets, transform } from 'lightningcss'

/**
 * The whole stylesheet as the after-paint starter loads it, on a page whose inline cut (cssForPage) holds
 * every at-rule already: less its fonts and registered properties. Declared a second time, they would make
 * the browser restyle and lay out the whole page again as the sheet arrives, for nothing it did not have.
 */
export function sheetAfterPage(css: string, targets?: Targets): string {
  const { code } = transform({
    filename: 'app.css',
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: { Rule: { 'font-face': () => [], property: () => [] } },
  })
  return code.toString()
}
