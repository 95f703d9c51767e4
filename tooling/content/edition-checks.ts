import { isbnDigits } from './isbn.ts'
import type { Place } from './issue-problem.ts'
import type { ContentProblem } from './problems.ts'
import { regionName } from './region-words.ts'
import type { CheckedContent } from './schema.ts'

const regionNames = (regions: readonly string[]) => regions.map((region) => regionName(region, 'en')).join(', ')

type At = (...path: (string | number)[]) => Place

// Where an edition is written: a book with one `price` and `buy` list (no format) is its own edition.
const editionPath = (book: number, edition: number, format: string | undefined) =>
  format === undefined ? ['books', book] : ['books', book, 'editions', edition]

/** No ISBN on two editions; in each region, every price in one currency (a store without regions sells in its own). */
export function editionChecks({ books }: CheckedContent, at: At): ContentProblem[] {
  const problems: ContentProblem[] = []
  const isbns = new Map<string, { file: string; field: string }>()
  const links = books.flatMap((book, b) =>
    book.editions.flatMap((edition, e) => {
      const path = editionPath(b, e, edition.format)
      if (edition.isbn) {
        const here = at(...path, 'isbn')
        const before = isbns.get(isbnDigits(edition.isbn))
        if (before)
          problems.push({
            ...here,
            message: `${edition.isbn} is also the ISBN of ${before.file === here.file ? before.field : before.file}; each edition has its own`,
          })
        else isbns.set(isbnDigits(edition.isbn), here)
      }
      // A pre-order's store without a price yet has no currency to agree with.
      return edition.buy.flatMap(({ price, ...link }, l) =>
        price ? [{ link: { ...link, price }, path: [...path, 'buy', l] }] : [],
      )
    }),
  )
  // A region's currency is the one most of its prices use; the first seen wins a tie.
  const counts = new Map<string, Map<string, number>>()
  for (const { link } of links)
    for (const region of link.regions) {
      const byCurrency = counts.get(region) ?? new Map<string, number>()
      byCurrency.set(link.price.currency, (byCurrency.get(link.price.currency) ?? 0) + 1)
      counts.set(region, byCurrency)
    }
  const usual = (region: string) => [...(counts.get(region) ?? [])].sort((a, b) => b[1] - a[1])[0][0]
  for (const { link, path } of links) {
    const odd = link.regions.filter((region) => usual(region) !== link.price.currency)
    if (odd.length === 0) continue
    const { text, currency } = link.price
    const byUsual = new Map<string, string[]>()
    for (const region of odd) byUsual.set(usual(region), [...(byUsual.get(usual(region)) ?? []), region])
    const others = [...byUsual].map(([usualOne, regions]) => `for ${regionNames(regions)} are in ${usualOne}`)
    const [only] = byUsual.keys()
    const fix =
      byUsual.size === 1
        ? `give this store its price in ${only}, or, if it really charges ${currency} there, leave ${regionNames(odd)} out of its regions`
        : `leave out of its regions those it does not sell in at ${text}`
    problems.push({
      ...at(...path, 'price'),
      message: `${text} is in ${currency}, where the other prices ${others.join(', and ')}: ${fix}`,
    })
  }
  return problems
}
