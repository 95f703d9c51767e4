/**
 * The attribute that names the cover a page change carries (app.css gives it its view-transition-name): the
 * cover the reader tapped, then the book page's. A name must be unique in a page, so one element holds it.
 */
export const carriedCover = 'data-carried-cover'

let reducedMotion: MediaQueryList | undefined

/** Whether a change of page may move: the browser has view transitions and the reader has not asked for less motion. */
export function pageChangeMoves(): boolean {
  if (typeof document === 'undefined' || !('startViewTransition' in document)) return false
  // One query for every link that asks (a catalogue's hundreds), read live.
  reducedMotion ??= matchMedia('(prefers-reduced-motion: reduce)')
  return !reducedMotion.matches
}

/** Names `cover` as the one the next change of page carries, and no other element. */
export function carryCover(cover: Element | null | undefined, root: Document = document): void {
  if (!cover) return
  for (const named of root.querySelectorAll(`[${carriedCover}]`)) named.removeAttribute(carriedCover)
  cover.setAttribute(carriedCover, '')
}
