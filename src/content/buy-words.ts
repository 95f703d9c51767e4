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
 * A button's words in their parts: the store's phrase with the marks that end it ("Buy on Waterstones –") and the
 * price's ("£3.79"). They read as the label does with a space between them, where a narrow button breaks its line.
 */
export type BuyLabel = [string] | [string, string]

// The marks and spaces between the store and its price, on the price's side of the words between them.
const marksBefore = /[^\p{L}\p{M}\p{N}]+$/u
const marksAfter = /^[^\p{L}\p{M}\p{N}]+/u

/**
 * The same words for a button, cut where a narrow one may break its line: at the last space between the store's
 * phrase ("Buy on Waterstones –") and the price's ("£3.79"), each kept whole, never inside the store's name or the
 * price. Without a price, or with no space between the two, the words are one part.
 */
export function buyButtonWords(words: BuyWords, link: StoreLink, forthcoming = false): BuyLabel {
  const values: Record<string, string> = { retailer: link.retailer, price: link.price?.text ?? '' }
  const pieces = wordParts(wordFor(words, link, forthcoming))
  const filled = pieces.map((part, index) => (index % 2 ? values[part] : part))
  const whole: BuyLabel = [filled.join('')]
  const price = pieces.findIndex((part, index) => index % 2 === 1 && part === 'price')
  const retailer = pieces.findIndex((part, index) => index % 2 === 1 && part === 'retailer')
  if (price < 0 || retailer < 0) return whole
  // The words between store and price: the last before the price, or the first after it when it comes first.
  const at = price > retailer ? price - 1 : price + 1
  const text = filled[at]
  const marks = (price > retailer ? marksBefore : marksAfter).exec(text)?.[0] ?? ''
  const space = marks.lastIndexOf(' ')
  if (space < 0) return whole
  const cut = (price > retailer ? text.length - marks.length : 0) + space
  const before = filled.slice(0, at).join('') + text.slice(0, cut)
  const after = text.slice(cut + 1) + filled.slice(at + 1).join('')
  return [before.trimEnd(), after.trimStart()]
}
