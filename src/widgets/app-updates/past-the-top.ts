/** What of the window this needs: where the reader is, and word when they scroll. */
export type ScrollView = Pick<Window, 'scrollY' | 'innerHeight' | 'addEventListener' | 'removeEventListener'>

/**
 * Calls back once the reader has scrolled past the first screen, at once if they already have: a
 * notice that can wait never covers the top of the page, the hero on a phone, while it is being read.
 */
export function oncePastTheTop(callback: () => void, view: ScrollView = window): void {
  const past = () => view.scrollY >= view.innerHeight
  if (past()) {
    callback()
    return
  }
  const check = () => {
    if (!past()) return
    view.removeEventListener('scroll', check)
    callback()
  }
  view.addEventListener('scroll', check, { passive: true })
}
