import type { AnyRouter } from '@tanstack/react-router'

/**
 * src/start/before-app lets the sections below the first screen skip layout until the reader nears them. The
 * page the router shows next, and on the way back the place it restores, need true heights: the
 * router's first move to another page or #section ends it for the rest of the visit.
 */
export function layOutWholePageOnNavigation(router: AnyRouter): void {
  const root = document.documentElement
  if (!('lazyLayout' in root.dataset)) return
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ pathChanged, hashChanged }) => {
    if (!pathChanged && !hashChanged) return
    delete root.dataset.lazyLayout
    unsubscribe()
  })
}
