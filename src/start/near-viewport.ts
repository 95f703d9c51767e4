import { atPrerenderedPath } from './prerendered-page.ts'

/**
 * Below the fold, a section of the prerendered page is already on screen as HTML: its code and its
 * hydration wait until the reader comes within a screen of it, so the start spends the phone's time
 * on what is seen. Anything else (the build's prerender, a page the router renders) goes at once.
 */
const ahead = '100% 0px'
const releases = new Set<() => void>()
let released = false

const holdingPrerenderedPage = () =>
  !released && typeof document !== 'undefined' && typeof IntersectionObserver !== 'undefined' && atPrerenderedPath()

/** Resolves once the element with this id is near the viewport, or at once where nothing is held. */
export function nearViewport(id: string): Promise<void> {
  const element = holdingPrerenderedPage() ? document.getElementById(id) : null
  if (!element) return Promise.resolve()
  return new Promise((resolve) => {
    const release = () => {
      observer.disconnect()
      releases.delete(release)
      resolve()
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
      rootMargin: ahead,
    })
    observer.observe(element)
    releases.add(release)
  })
}

/** Once the prerendered page leaves the screen, nothing is held any more: its sections render at once. */
export function releaseHeldSections() {
  released = true
  for (const release of releases) release()
}
