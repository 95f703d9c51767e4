/** Taps are tried this far apart, counted from the first paint. */
export const offsetStepMs = 100
/** A page that never hydrates still ends: about four seconds of taps. */
export const maxOffsets = 40
/** Taps after the first one that found the page hydrated, to see it stays so. */
const offsetsAfterHydrated = 2

/** Whether to tap once more, given whether the page was hydrated at each tap so far. */
export function keepTapping(hydratedAtEachTap: readonly boolean[]): boolean {
  if (hydratedAtEachTap.length >= maxOffsets) return false
  const firstHydrated = hydratedAtEachTap.indexOf(true)
  return firstHydrated === -1 || hydratedAtEachTap.length - 1 - firstHydrated < offsetsAfterHydrated
}
