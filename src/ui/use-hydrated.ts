import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * False while React adopts the prerendered page (and in the prerender), true in every render after: what the
 * address says beyond the page's path (a sort, say) can only be shown once the prerendered markup is adopted.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
