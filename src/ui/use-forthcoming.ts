import { useSyncExternalStore } from 'react'
import { isOut, localDay, type Release } from '#src/content/release.ts'

const unchanging = () => () => {}

/**
 * Whether a book is still to come: as the build said while React adopts the prerendered page (the markup must
 * match), then by the reader's own calendar, so a page built before the release day reads as published from it.
 */
export function useForthcoming(release: Release | undefined): boolean {
  return useSyncExternalStore(
    unchanging,
    () => !isOut(release, localDay(new Date())),
    () => release?.forthcoming ?? false,
  )
}
