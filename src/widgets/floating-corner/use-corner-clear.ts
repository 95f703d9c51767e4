import { type RefObject, useLayoutEffect } from 'react'
import { cornerBandMargin, cornerTaken, reachesCorner } from './corner-band.ts'

/**
 * Marks the root while the content of any of `parts` (each one's children: a footer's padding is the buttons' own
 * room) reaches into the screen's bottom band (corner-band.ts): measured as the page is adopted, before the buttons
 * first appear, so they never show and then leave under a finger; then followed by an IntersectionObserver whose root
 * is that band, made again when the screen's height changes.
 */
export function useCornerClear(...parts: RefObject<HTMLElement | null>[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the page's own, the same on every render
  useLayoutEffect(() => {
    const content = parts.flatMap((part) => [...(part.current?.children ?? [])])
    if (content.length === 0) return
    const root = document.documentElement
    const inBand = new Set<Element>()
    let observer: IntersectionObserver | undefined
    const mark = () => root.toggleAttribute(cornerTaken, inBand.size > 0)
    const watch = () => {
      observer?.disconnect()
      inBand.clear()
      for (const box of content) if (reachesCorner(box.getBoundingClientRect(), innerHeight)) inBand.add(box)
      mark()
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) inBand[entry.isIntersecting ? 'add' : 'delete'](entry.target)
          mark()
        },
        { rootMargin: cornerBandMargin(innerHeight) },
      )
      for (const box of content) observer.observe(box)
    }
    watch()
    addEventListener('resize', watch)
    return () => {
      removeEventListener('resize', watch)
      observer?.disconnect()
      root.removeAttribute(cornerTaken)
    }
  }, [])
}
