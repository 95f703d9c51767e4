import { type RefObject, useEffect } from 'react'
import { atPageEnd, type HeaderPlace, nextHeaderPlace } from './header-away.ts'

/**
 * Marks the header `data-away` while the reader scrolls down (and `data-end` at the page's end), from a passive
 * listener that reads the position once a frame and writes only when either changes: no re-render, nothing in a
 * tap's way.
 * CSS decides what it means (on a phone the header slides up; wider, it stays).
 */
export function useHeaderAway(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current
    if (!element) return
    const height = element.offsetHeight
    let place: HeaderPlace = { away: false, turn: scrollY }
    let end = false
    let frame = 0
    const follow = () => {
      frame = 0
      const next = nextHeaderPlace(place, scrollY, height)
      if (next.away !== place.away) element.toggleAttribute('data-away', next.away)
      place = next
      const nextEnd = atPageEnd(scrollY, document.documentElement.scrollHeight, innerHeight)
      if (nextEnd !== end) element.toggleAttribute('data-end', nextEnd)
      end = nextEnd
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(follow)
    }
    addEventListener('scroll', onScroll, { passive: true })
    return () => {
      removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [header])
}
