import { type Price, priceText } from './price-text.ts'
import { fill, type Template } from './words.ts'

/** A card's buy button: the site's "Buy on {retailer} - {price}", the price as the site's language writes it. */
export const buyWords = (
  word: Template<'retailer' | 'price'>,
  link: { retailer: string; price: Price },
  language: string,
) => fill(word, { retailer: link.retailer, price: priceText(link.price, language) })
