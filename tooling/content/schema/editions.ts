import * as v from 'valibot'
import * as f from '../fields.ts'
import { isIsbn } from '../isbn.ts'
import { readPrice, type SiteMoney, type WrittenPrice } from '../price.ts'
import { regionList } from '../region-words.ts'

export const priceField = (site: SiteMoney) =>
  v.pipe(
    v.custom<number | string>(
      (input) => typeof input === 'number' || typeof input === 'string',
      'expected a price like "9.99 EUR"',
    ),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const reading = readPrice(dataset.value, site)
      if ('price' in reading) return reading.price
      addIssue({ message: reading.problem })
      return NEVER
    }),
  )

const link = (site: SiteMoney) =>
  v.pipe(
    v.strictObject({
      retailer: v.pipe(f.text, v.description("The store's name, on its button.")),
      url: v.pipe(f.webAddress, v.description("The book's full web address at the store (https://…).")),
      // Without regions a store serves every reader.
      regions: v.optional(
        v.pipe(
          v.array(f.regionCode, 'expected a list of country codes, like [PT, ES]'),
          v.description('Optional: the countries it sells to, like PT and ES. Without them it serves every reader.'),
        ),
        [],
      ),
      price: v.optional(v.pipe(priceField(site), v.description("Optional: its own price, else its edition's."))),
    }),
    // Its countries as the site's language joins them ("Portugal, Espanha e Brasil"), written at build as its price is.
    v.transform((one) => ({ ...one, where: regionList(one.regions, site.language) })),
  )

type Link = v.InferOutput<ReturnType<typeof link>>

/** A store as the page gets it: its own price, else its edition's; none only on a book with a release day (pre-order). */
export interface BuyLink extends Link {
  price?: WrittenPrice
}

/** What the page gets for an edition; one written as a book's `price` and `buy` (today's books) has no format. */
export interface Edition {
  format?: string
  isbn?: string
  publisher?: string
  narrator?: string
  length?: string
  buy: BuyLink[]
}

/** A list of places to buy, each with its own price or the edition's. */
export const buyList = (site: SiteMoney) =>
  v.pipe(
    v.array(link(site), 'expected a list of places to buy the book'),
    v.minLength(1, 'needs at least one place to buy the book'),
  )

/** Each link with its own price, else its edition's; one with neither has none. */
export const pricedLinks = (price: WrittenPrice | undefined, buy: readonly Link[]): BuyLink[] =>
  buy.map(({ price: own, ...one }) => {
    const given = own ?? price
    return given ? { ...one, price: given } : one
  })

/** The links without a price, named in one line; a book that is out needs one on each (a pre-order may say it later). */
export function unpricedProblem(buy: readonly BuyLink[]): string | undefined {
  const unpriced = buy.flatMap((one, index) => (one.price ? [] : [`buy[${index + 1}]`]))
  if (unpriced.length > 0)
    return `${unpriced.join(', ')} has no price: give it one, or give its edition a price, like price: 9.99 EUR; only a book with a \`released\` day (on pre-order) may leave it out`
}

export const editionSchema = (site: SiteMoney) =>
  v.pipe(
    v.strictObject({
      format: v.pipe(
        f.typedText,
        v.description('ebook, paperback, hardcover or audiobook (search engines know these), or your own word.'),
      ),
      isbn: v.optional(
        v.pipe(
          // Written without hyphens, YAML reads an ISBN as a number.
          v.union([v.string(), v.number()], 'expected an ISBN like 978-0-306-40615-7'),
          v.toString(),
          v.check(isIsbn, (issue) => `"${issue.input}" is not an ISBN-13 or ISBN-10 (its check digit is wrong?)`),
          v.description('Optional: its ISBN, like 978-0-306-40615-7, for search engines.'),
        ),
      ),
      publisher: v.optional(v.pipe(f.text, v.description('Optional: who published this edition.'))),
      narrator: v.optional(v.pipe(f.text, v.description('Optional: who reads the audiobook.'))),
      // As the author says it: "320 pages", "11 h 20 min".
      length: v.optional(
        v.pipe(
          v.union([v.string(), v.number()], 'expected a length like "320 pages"'),
          v.toString(),
          f.text,
          v.description('Optional: as you say it, like "320 pages" or "11 h 20 min".'),
        ),
      ),
      price: v.optional(
        v.pipe(priceField(site), v.description('Optional: the price of each of its stores that names none.')),
      ),
      buy: v.pipe(buyList(site), v.description('Where to buy this edition: one place or more.')),
    }),
    v.transform(({ price, buy, ...edition }): Edition => ({ ...edition, buy: pricedLinks(price, buy) })),
  )
