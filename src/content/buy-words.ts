import { fill, type Template, wordParts } from './words.ts'

/** What a store's link may say: "Buy on …" for a book that is out, "Pre-order on …" for one to come, each with and without a price. */
export interface BuyWords {
  buy: Template<'retailer' | 'price'>
  buyAt: Template<'retailer'>
  preorder: Template<'retailer' | 'price'>
  preorderAt: Template<'retailer'>
}

type StoreLink = { retailer: string; price?: { text: string } }

// A pre-order's store may have no price yet: its words then name the store alone.
const wordFor = (words: BuyWords, link: StoreLink, forthcoming: boolean): Template<'retailer' | 'price'> =>
  forthcoming ? (link.price ? words.preorder : words.preorderAt) : link.price ? words.buy : words.buyAt

/** A store link's words: the site's "Buy on {retailer} – {price}", the price as the build wrote it in the site's language. */
export const buyWords = (words: BuyWords, link: StoreLink, forthcoming = false) =>
  fill(wordFor(words, link, forthcoming), { retailer: link.retailer, price: link.price?.text ?? '' })

/**
 * The same words for a button, cut in three: what leads to the store, the store to its price, and what follows. The
 * button sets the middle on one line, so a narrow one breaks earlier, never inside the store's name or before its price
 * (no-break spaces did not hold a price to the dash before it: a line may end after a dash whatever follows).
 */
export function buyButtonWords(words: BuyWords, link: StoreLink, forthcoming = false): [string, string, string] {
  const values: Record<string, string> = { retailer: link.retailer, price: link.price?.text ?? '' }
  const parts = wordParts(wordFor(words, link, forthcoming)).map((part, index) => (index % 2 ? values[part] : part))
  return [parts[0], parts.slice(1, -1).join(''), parts[parts.length - 1]]
}
