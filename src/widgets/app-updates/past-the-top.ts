/**
 * The page's root cut at one screen below the top and stretched far above it: the body's top enters
 * it, edges touching included, once the reader is a full screen down (scrollY ≥ innerHeight).
 */
export const pastTheTopMargin = '10000% 0px -200% 0px'

/**
 * Calls back once the reader has scrolled past the first screen, soon after if they already have: a
 * notice that can wait never covers the top of the page, the hero on a phone, while it is being read.
 * The browser says when (an IntersectionObserver), so no script runs on each scroll.
 */
export function oncePastTheTop(callback: () => void, page: Element = document.body): void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      callback()
    },
    { rootMargin: pastTheTopMargin },
  )
  observer.observe(page)
}
