import { unbroken } from './held-words.ts'
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
 * The same words for a button, the store's name and the words between it and its price held together by
 * no-break spaces: a narrow button breaks the line earlier, never inside the store's name or before its price.
 */
export const buyButtonWords = (words: BuyWords, link: StoreLink, forthcoming = false) =>
  wordParts(wordFor(words, link, forthcoming))
    .map((part, index, parts) => {
      if (index % 2 === 1) return part === 'price' ? (link.price?.text ?? '') : unbroken(link.retailer)
      return parts[index + 1] === 'price' ? unbroken(part) : part
    })
    .join('')
