import { type FormatWords, formatLabel } from '#src/content/book-format.ts'
import { storesFor } from '#src/content/stores.ts'

interface Offered {
  format?: string
  buy: readonly { regions: readonly string[]; price?: { text: string } }[]
}

/**
 * What a tile says of buying the book: the format the reader filters by when the book comes in it, else its first
 * edition's, at the price of that edition's first store in the reader's region (the buy button's choice); a
 * pre-order's store may have none yet. A book still to come whose edition names no format says so in the format's
 * place (`preorder`), where the other tiles name theirs.
 */
export function tileOffer(
  editions: readonly Offered[],
  format: string,
  region: string,
  words: FormatWords,
  preorder?: string,
) {
  const edition =
    (format && editions.find((one) => one.format && formatLabel(one.format, words) === format)) || editions[0]
  return {
    format: edition.format ? formatLabel(edition.format, words) : preorder,
    price: storesFor(edition.buy, region)[0].price?.text,
  }
}

/** The offer's parts as its tile says them, "Paperback" and "£9.99": the format, the price, or both. */
export const offerParts = ({ format, price }: { format?: string; price?: string }) =>
  [format, price].filter((part): part is string => Boolean(part))
