/** The address fragment that picks a region's stores without the app's code: "#store-GB". */
export const storeAnchor = (region: string) => `store-${region}`

/** The region a "#store-GB" fragment picks, when it is one of the stores' regions. */
export function regionInHash(hash: string, regions: readonly string[]): string | undefined {
  const region = hash.match(/^#store-([A-Z]{2})$/)?.[1]
  return region && regions.includes(region) ? region : undefined
}
