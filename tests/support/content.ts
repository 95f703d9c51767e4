import { formatLabel } from '#src/content/book-format.ts'
import { buyWords } from '#src/content/buy-words.ts'
import type { BuyLink } from '#src/content/content.ts'
import { choicePrices, storesFor } from '#src/content/stores.ts'
import { choiceLine, choiceLineText } from '#src/sections/book/store/choice-line.ts'
import type { ImageFile } from '../../tooling/content/image-field.ts'
import { loadContent } from '../../tooling/content/load-content.ts'
import { regionName } from '../../tooling/content/region-words.ts'
import { loadWords } from '../../tooling/content/words/load-words.ts'
import { stem } from '../../tooling/images/plan.ts'

/** The folder the build under test was made from (CONTENT_DIR, as for the build): the demo's unless a fixture's. */
export const contentDir = process.env.CONTENT_DIR ?? 'content'

/** The content the build under test was made from, so a test holds for any author. */
export const content = loadContent(contentDir)

/** The words the build under test shows: its locale's, with the author's own. */
export const words = loadWords(contentDir, content.site)

/** What the built files of a content image are named after: `/assets/<this>-…`. */
export const assetStem = (image: ImageFile) => stem(image.imageFile)

/** A book's first edition's first store in the site's country, the card's button before the reader's is known, with its words as the page writes them. */
export function cardBuy(book: (typeof content.books)[number]) {
  return storeBuy(book, storesFor(book.editions[0].buy, content.site.region)[0])
}

/** A store of a book with the words its button says: "Buy on …", or "Pre-order on …" for a book the build saw still to come. */
export function storeBuy<Link extends BuyLink>(book: (typeof content.books)[number], link: Link) {
  return { ...link, words: buyWords(words.books, link, book.release?.forthcoming) }
}

/**
 * An edition's radio on its book's page: its format and its second line in a country (the site's unless named): its
 * price there, another country's with that country, or why none.
 */
export function formatRadioName(
  edition: (typeof content.books)[number]['editions'][number],
  region: string = content.site.region,
) {
  const book = content.books.find((one) => one.editions.includes(edition))
  const editions = book?.editions ?? [edition]
  const prices = choicePrices(
    editions.map((one) => one.buy),
    region,
  )
  const line = choiceLine(
    prices[editions.indexOf(edition)],
    { regionName: regionName(region, content.site.language), forthcoming: Boolean(book?.release?.forthcoming) },
    { ...words.store, preorder: words.catalogue.preorder },
  )
  return `${formatLabel(edition.format ?? '', words.formats)} ${choiceLineText(line)}`
}
