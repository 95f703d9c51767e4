import { openedAtTop } from './arrival.ts'

/**
 * Sections below the first screen are laid out only as the reader nears them (app.css), so the
 * phone's work while the page starts goes to what is on screen. A jump needs their true heights: a
 * page opened at a #section, a reload or a return (whose place the router restores while the page is
 * still arriving), or a tap on a link to a #section lays out the whole page (as does the router's
 * first move, src/start/lazy-layout.ts).
 */
export function allowLazyLayout(): void {
  const root = document.documentElement
  if (!openedAtTop() || root.classList.contains('not-prerendered')) return
  root.dataset.lazyLayout = ''
  addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href*="#"]')) delete root.dataset.lazyLayout
    },
    { capture: true },
  )
}
