/** What choosing a store needs of a buy link: the countries it sells in, none for every reader. */
interface Regional {
  regions: readonly string[]
}

/** A region's stores first, then those that sell everywhere, then the rest: the same links, only their order changes. */
export function storesFor<T extends Regional>(links: readonly T[], region: string): T[] {
  const rank = (link: T) => (link.regions.includes(region) ? 0 : link.regions.length === 0 ? 1 : 2)
  return [...links].sort((a, b) => rank(a) - rank(b))
}

/** The store each of these regions is offered first (storesFor's), each once: every store a region's Buy may name. */
export function firstStores<T extends Regional>(links: readonly T[], regions: readonly string[]): T[] {
  return [...new Set(regions.map((region) => storesFor(links, region)[0]))]
}

/**
 * What each format's choice says under its name in a region, so that no format is silent: its price there, from the
 * first store (in storesFor's order: the Buy's) that gives one, in the currency the region's own stores ask (one a
 * region: the build checks it; with none, the first edition's); else, in another currency, that store's price with the
 * country it sells in ("€11.50 · PT": never a price that reads as the reader's own); a store for everyone names no
 * country, the currency says it. With no price anywhere: `unpriced` while some store sells there (a pre-order's may
 * have none yet), else `absent`: the format is not sold in the region.
 */
export function choicePrices<T extends Regional & { price?: { text: string; currency: string } }>(
  editions: readonly (readonly T[])[],
  region: string,
): ChoicePrice[] {
  const currency = ownCurrency(editions, region) ?? storesFor(editions[0] ?? [], region)[0]?.price?.currency
  return editions.map((links) => {
    const priced = storesFor(links, region).find((link) => link.price)
    if (priced?.price) {
      const { text } = priced.price
      if (priced.price.currency === currency || priced.regions.includes(region)) return { text }
      return priced.regions.length > 0 ? { text, country: priced.regions[0] } : { text }
    }
    const sold = links.some((link) => link.regions.length === 0 || link.regions.includes(region))
    return sold ? 'unpriced' : 'absent'
  })
}

/** A format's line under its name: its price (with the country its store sells in, where not the reader's), or why none. */
export type ChoicePrice = { text: string; country?: string } | 'unpriced' | 'absent'

/** The currency the region's own stores ask, where one that names it gives a price (one a region: the build checks it). */
const ownCurrency = (editions: readonly (readonly (Regional & { price?: { currency: string } })[])[], region: string) =>
  editions.flat().find((link) => link.price && link.regions.includes(region))?.price?.currency

/**
 * An edition's stores for a region: the first as storesFor picks the Buy, wherever it sells, and the others only where
 * they are the region's own: they name it, or sell everywhere in the currency its own stores ask (any, when none asks
 * one). "Also at" under a Buy never sends a reader to another country's store or price.
 */
export function regionStores<T extends Regional & { price?: { currency: string } }>(
  editions: readonly (readonly T[])[],
  index: number,
  region: string,
): { first: T; others: T[] } {
  const currency = ownCurrency(editions, region)
  const [first, ...rest] = storesFor(editions[index], region)
  const own = (link: T) =>
    link.regions.includes(region) ||
    (link.regions.length === 0 && (!currency || !link.price || link.price.currency === currency))
  return { first, others: rest.filter(own) }
}

/** Every country a store names, and the site's own, for the picker. */
export function storeRegions(links: readonly Regional[], siteRegion: string): string[] {
  return [...new Set([siteRegion, ...links.flatMap((link) => link.regions)])].sort()
}

/** The reader's region: the first of the browser's languages whose country has stores ("en-GB" → GB), else the site's. */
export function readerRegion(languages: readonly string[], regions: readonly string[], siteRegion: string): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region
      if (region && regions.includes(region)) return region
    } catch {
      // A malformed tag says nothing about the reader.
    }
  }
  return siteRegion
}
