import { fill, type Template, wordParts } from './words.ts'

type PricedLink = { retailer: string; price: { text: string } }

/** A card's buy button: the site's "Buy on {retailer} - {price}", the price as the build wrote it in the site's language. */
export const buyWords = (word: Template<'retailer' | 'price'>, link: PricedLink) =>
  fill(word, { retailer: link.retailer, price: link.price.text })

/**
 * The same words for a button, the words between the store and its price held together by no-break
 * spaces: a narrow button breaks the line earlier, never between the store and its price.
 */
export const buyButtonWords = (word: Template<'retailer' | 'price'>, link: PricedLink) =>
  wordParts(word)
    .map((part, index, parts) => {
      if (index % 2 === 1) return part === 'price' ? link.price.text : link.retailer
      return parts[index + 1] === 'price' ? part.replaceAll(' ', '\u00a0') : part
    })
    .join('')
