import { formatLabel } from '#src/content/book-format.ts'
import { buyWords } from '#src/content/buy-words.ts'
import type { BuyLink } from '#src/content/content.ts'
import { choicePrices, storesFor } from '#src/content/stores.ts'
import type { ImageFile } from '../../tooling/content/image-field.ts'
import { loadContent } from '../../tooling/content/load-content.ts'
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
 * An edition's radio on its book's page: its format and its first store's price in the site's country, where in that
 * country's currency (a pre-order's may have none yet).
 */
export function formatRadioName(edition: (typeof content.books)[number]['editions'][number]) {
  const { editions } = content.books.find((book) => book.editions.includes(edition)) ?? { editions: [edition] }
  const prices = choicePrices(
    editions.map((one) => one.buy),
    content.site.region,
  )
  return [formatLabel(edition.format ?? '', words.formats), prices[editions.indexOf(edition)]].filter(Boolean).join(' ')
}
