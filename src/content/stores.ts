/** What choosing a store needs of a buy link: the countries it sells in, none for every reader. */
interface Regional {
  regions: readonly string[]
}

/** A region's stores first, then those that sell everywhere, then the rest: the same links, only their order changes. */
export function storesFor<T extends Regional>(links: readonly T[], region: string): T[] {
  const rank = (link: T) => (link.regions.includes(region) ? 0 : link.regions.length === 0 ? 1 : 2)
  return [...links].sort((a, b) => rank(a) - rank(b))
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
