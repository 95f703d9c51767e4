import { useElementScrollRestoration } from '@tanstack/react-router'
import { useCallback } from 'react'

const laidOut = 'contentvisibilityautostatechange'

/**
 * Scrolls a shelf sideways to `left`, now and again the first time it is laid out: off screen or not yet drawn
 * (content-visibility) it has no width to scroll and stays at its start. Returns what stops waiting.
 */
export function keepShelfPlace(list: HTMLElement, left: number): () => void {
  list.scrollLeft = left
  const drawn = (event: Event) => {
    if ((event as Event & { skipped?: boolean }).skipped) return
    list.scrollLeft = left
    list.removeEventListener(laidOut, drawn)
  }
  list.addEventListener(laidOut, drawn)
  return () => list.removeEventListener(laidOut, drawn)
}

/**
 * Back on the catalogue, a shelf returns to the cover the reader had swiped to. The router notes the sideways place
 * of each list it saw scroll (by its `data-scroll-restoration-id`, `id` here) and sets it back as the page is drawn,
 * when a shelf is not laid out yet: the shelf takes it again once it is. A ref for the list; none for a list that is
 * no shelf.
 */
export function useShelfPlace(id: string | undefined) {
  const left = useElementScrollRestoration({ id: id ?? '' })?.scrollX
  return useCallback((list: HTMLElement | null) => (list && left ? keepShelfPlace(list, left) : undefined), [left])
}
