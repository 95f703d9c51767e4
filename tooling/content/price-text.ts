import { perLanguage } from '#shared/per-language.ts'

/** An amount in an ISO 4217 currency, as the content gives it. */
export interface Price {
  amount: number
  currency: string
}

// A long backlist has a price per store, edition and book: one format per language and currency, made once (making is the cost).
const currencyFormat = perLanguage((language) =>
  perLanguage((currency) => new Intl.NumberFormat(language, { style: 'currency', currency })),
)

/** A price as the site's language writes it: "$14.99" in English, "9,99 €" in Portuguese. */
export const priceText = ({ amount, currency }: Price, language: string) =>
  currencyFormat(language)(currency).format(amount)
