import { regionNames } from 'virtual:content/regions'
import { site } from 'virtual:content/site'
import { atom } from 'jotai'
import { regionInHash } from '#src/content/store-anchor.ts'
import { readerRegion } from '#src/content/stores.ts'
import { read, remember } from './device-storage.ts'

const STORAGE_KEY = 'store-region'

/** Every country the content's stores name, and the site's own. */
export const regions = Object.keys(regionNames)

// A region no store names any more (the content changed since) is not kept.
function readStored(): string | undefined {
  const stored = read(STORAGE_KEY)
  return stored && regions.includes(stored) ? stored : undefined
}

// Undefined until mounted: the page hydrates with the site's region, as prerendered, then takes the reader's.
const chosenAtom = atom<string | undefined>(undefined)
chosenAtom.onMount = (set) => {
  // A region picked before the app ran (its anchor in the address) is the reader's latest choice: kept.
  const picked = regionInHash(location.hash, regions)
  if (picked) remember(STORAGE_KEY, picked)
  set(picked ?? readStored() ?? readerRegion(navigator.languages, regions, site.region))
}

/** False while the page is as prerendered, every region's stores in it; true once the reader's region is known. */
export const regionKnownAtom = atom((get) => get(chosenAtom) !== undefined)

/** The reader's store region: chosen in the picker and remembered on the device, else the browser's, else the site's. */
export const storeRegionAtom = atom(
  (get) => get(chosenAtom) ?? site.region,
  (_get, set, region: string) => {
    set(chosenAtom, region)
    remember(STORAGE_KEY, region)
    // An anchor picked before the app ran would otherwise overrule this choice on a reload.
    if (regionInHash(location.hash, regions))
      history.replaceState(history.state, '', location.pathname + location.search)
  },
)
