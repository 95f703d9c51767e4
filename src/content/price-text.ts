/** An amount in an ISO 4217 currency, as the content gives it. */
export interface Price {
  amount: number
  currency: string
}

/** A price as the site's language writes it: "$14.99" in English, "9,99 €" in Portuguese. */
export const priceText = ({ amount, currency }: Price, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount)
