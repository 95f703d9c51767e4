import { fill, type Template } from './words.ts'

/** A card's buy button: the site's "Buy on {retailer} - {price}", the price as the build wrote it in the site's language. */
export const buyWords = (word: Template<'retailer' | 'price'>, link: { retailer: string; price: { text: string } }) =>
  fill(word, { retailer: link.retailer, price: link.price.text })
