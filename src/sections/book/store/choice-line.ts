import type { ChoicePrice } from '#src/content/stores.ts'
import { fill, type Template } from '#src/content/words.ts'

interface LineWords {
  notInStore: Template<'country'>
  priceAtStore: string
  preorder: string
}

/**
 * What a format's second line says: its price, with the country of another country's store ("€11.50", "PT"); else,
 * muted, why there is none: the format is not sold in the region (named as the picker names it), or, sold there with
 * no price yet, a pre-order's (the book still to come) or the store's to say.
 */
export function choiceLine(
  price: ChoicePrice,
  { regionName, forthcoming }: { regionName: string; forthcoming: boolean },
  words: LineWords,
): { text: string; country?: string; muted?: true } {
  if (typeof price === 'object') return price
  if (price === 'absent') return { text: fill(words.notInStore, { country: regionName }), muted: true }
  return { text: forthcoming ? words.preorder : words.priceAtStore, muted: true }
}

/** Between a price and its store's country: kept to the price, a no-break space before the dot. */
export const countrySeparator = '\u00a0· '

/** The line as text, as a screen reader reads the tile: "€11.50 · PT". */
export const choiceLineText = ({ text, country }: { text: string; country?: string }) =>
  country ? `${text}${countrySeparator}${country}` : text
