import type { heldSections } from './before-app/early-input.ts'
import { loadWhenOnline } from './load-when-online.ts'
import { atPrerenderedPath } from './prerendered-page.ts'

/**
 * Below the fold, a section of the prerendered page is already on screen as HTML: its code and its
 * hydration wait until the reader comes within a screen of it, so the start spends the phone's time
 * on what is seen. Anything else (the build's prerender, a page the router renders) goes at once.
 */
const ahead = '100% 0px'
const held = new Map<Element, () => void>()

// Once a held section's markup leaves the page (the reader leaves it, or React replaces markup it could
// not adopt, as after an extension rewrote it) nothing on screen stands in for it: it goes at once.
const removals =
  typeof MutationObserver === 'undefined'
    ? undefined
    : new MutationObserver(() => {
        for (const [element, release] of held) if (!element.isConnected) release()
      })

const holdingPrerenderedPage = () =>
  typeof document !== 'undefined' && typeof IntersectionObserver !== 'undefined' && atPrerenderedPath()

/** Resolves once the element with this id is near the viewport or gone, or at once where nothing is held. */
export function nearViewport(id: string): Promise<void> {
  const element = holdingPrerenderedPage() ? document.getElementById(id) : null
  if (!element) return Promise.resolve()
  return new Promise((resolve) => {
    const release = () => {
      observer.disconnect()
      held.delete(element)
      if (!held.size) removals?.disconnect()
      resolve()
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
      rootMargin: ahead,
    })
    observer.observe(element)
    held.set(element, release)
    removals?.observe(document.body, { childList: true, subtree: true })
  })
}

/**
 * A below-the-fold section's code: asked for once the reader nears it, and, if the download fails, again once back online.
 * Its id is one of the held sections, so taps kept in it wait for it (src/start/before-app/early-input.ts).
 */
export const loadWhenNear = <T>(id: (typeof heldSections)[number], load: () => Promise<T>): Promise<T> =>
  nearViewport(id).then(() => loadWhenOnline(load))
