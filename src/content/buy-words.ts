import { type Price, priceText } from './price-text.ts'

/** The spec's buy button: "Buy on {retailer} - {price}", the price as the site's language writes it. */
export const buyWords = (link: { retailer: string; price: Price }, language: string) =>
  `Buy on ${link.retailer} - ${priceText(link.price, language)}`
