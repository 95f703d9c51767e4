import { type Price, priceText } from './price-text.ts'

/** The site's own currency and language: a price written as the page shows it ("$14.99") is in that currency. */
export interface SiteMoney {
  currency: string
  language: string
}

/**
 * A price read, with its words as the site's language writes them ("9,99 €"): written at build, the prerendered page
 * and every browser say it alike, and no phone spends its start loading Intl's data to say it.
 */
export interface WrittenPrice extends Price {
  text: string
}

export type PriceReading = { price: WrittenPrice } | { problem: string }

const withText = (price: Price, site: SiteMoney) => ({ price: { ...price, text: priceText(price, site.language) } })

const currencies = new Set(Intl.supportedValuesOf('currency'))

const spaced = (text: string) => text.replace(/\s/g, ' ').trim()

// The amount in a price as the site's language writes it: its group marks dropped, its decimal mark made a dot.
function writtenAmount(written: string, language: string): number {
  const parts = new Intl.NumberFormat(language).formatToParts(1234567.5)
  const mark = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  const group = mark('group')
  const plain = spaced(written)
    .split(group ? spaced(group) : '\u0000')
    .join('')
    .replace(mark('decimal'), '.')
  return Number(/\d+(\.\d+)?/.exec(plain)?.[0] ?? Number.NaN)
}

/**
 * A price from the content: an amount with its ISO 4217 code ("9.99 EUR"), a bare amount in the site's currency,
 * or the site's currency as its language writes it ("$14.99" on an English, USD site), which today's books use.
 */
export function readPrice(input: number | string, site: SiteMoney): PriceReading {
  if (typeof input === 'number')
    return Number.isFinite(input) && input >= 0
      ? withText({ amount: input, currency: site.currency }, site)
      : { problem: `expected an amount like 9.99, got ${input}` }
  const coded = /^(\d+(?:\.\d+)?)\s+([A-Za-z]{3})$/.exec(input.trim())
  if (coded) {
    const currency = coded[2].toUpperCase()
    return currencies.has(currency)
      ? withText({ amount: Number(coded[1]), currency }, site)
      : { problem: `"${coded[2]}" is not an ISO 4217 currency code; use one like EUR, USD or GBP` }
  }
  const amount = writtenAmount(input, site.language)
  const price = { amount, currency: site.currency }
  // "$15" is as good as "$15.00".
  const whole = new Intl.NumberFormat(site.language, {
    style: 'currency',
    currency: site.currency,
    minimumFractionDigits: 0,
  })
  const ways = [priceText(price, site.language), whole.format(amount)].map(spaced)
  if (!Number.isNaN(amount) && ways.includes(spaced(input))) return withText(price, site)
  const example = priceText({ amount: 9.99, currency: site.currency }, site.language)
  return {
    problem: `"${input}" is not a ${site.currency} price as the site's language writes it (like "${example}"); write the amount and its currency code, like "9.99 EUR"`,
  }
}
