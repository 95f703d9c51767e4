import { useElementScrollRestoration } from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * Back on the catalogue, a shelf returns to the cover the reader had swiped to. The router notes the sideways place
 * of each list it saw scroll (by its `data-scroll-restoration-id`, `id` here) and sets it back as the page is drawn,
 * but a shelf off screen or not yet laid out (content-visibility) has no width to scroll and stays at its start: it
 * takes its place again the first time it is laid out. A ref for the list; none for a list that is no shelf.
 */
export function useShelfPlace(id: string | undefined) {
  const left = useElementScrollRestoration({ id: id ?? '' })?.scrollX
  return useCallback(
    (list: HTMLElement | null) => {
      if (!list || !left) return
      list.scrollLeft = left
      const drawn = (event: Event) => {
        if ((event as Event & { skipped?: boolean }).skipped) return
        list.scrollLeft = left
        list.removeEventListener('contentvisibilityautostatechange', drawn)
      }
      list.addEventListener('contentvisibilityautostatechange', drawn)
      return () => list.removeEventListener('contentvisibilityautostatechange', drawn)
    },
    [left],
  )
}
