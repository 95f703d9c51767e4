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

/** A button's words in their parts: the store's phrase and its price's, and what stands between them (" – "). */
export interface BuyLabel {
  parts: [string] | [string, string]
  separator: string
}

// What stands between the store and its price: the marks and spaces on the price's side of the words between them.
const between = /[^\p{L}\p{M}\p{N}]+$/u
const betweenAfter = /^[^\p{L}\p{M}\p{N}]+/u

/**
 * The same words for a button, cut where a narrow one may break its line: between the store's phrase ("Buy on
 * Waterstones") and the price's ("£3.79"), each kept whole (`LineParts`), never inside the store's name or the price.
 * Without a price, or with nothing but letters between the two, the words are one part.
 */
export function buyButtonWords(words: BuyWords, link: StoreLink, forthcoming = false): BuyLabel {
  const values: Record<string, string> = { retailer: link.retailer, price: link.price?.text ?? '' }
  const pieces = wordParts(wordFor(words, link, forthcoming))
  const filled = pieces.map((part, index) => (index % 2 ? values[part] : part))
  const whole: BuyLabel = { parts: [filled.join('')], separator: '' }
  const price = pieces.findIndex((part, index) => index % 2 === 1 && part === 'price')
  const retailer = pieces.findIndex((part, index) => index % 2 === 1 && part === 'retailer')
  if (price < 0 || retailer < 0) return whole
  // The words between store and price: the last before the price, or the first after it when it comes first.
  const at = price > retailer ? price - 1 : price + 1
  const separator = (price > retailer ? between : betweenAfter).exec(filled[at])?.[0] ?? ''
  if (!separator) return whole
  const cut = price > retailer ? filled[at].length - separator.length : 0
  const before = filled.slice(0, at).join('') + filled[at].slice(0, cut)
  const after = filled[at].slice(cut + separator.length) + filled.slice(at + 1).join('')
  return { parts: [before, after], separator }
}
