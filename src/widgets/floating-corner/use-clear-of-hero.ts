import { type RefObject, useLayoutEffect } from 'react'
import { cornerBandMargin, heroInCorner, reachesCorner } from './clear-of-hero.ts'

/**
 * Marks the root while the hero reaches into the screen's bottom band (clear-of-hero.ts): measured as the page is
 * adopted, before the buttons first appear, so they never show and then leave under a finger; then followed by an
 * IntersectionObserver whose root is that band, made again when the screen's height changes.
 */
export function useClearOfHero(hero: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = hero.current
    if (!element) return
    const root = document.documentElement
    let observer: IntersectionObserver | undefined
    const watch = () => {
      observer?.disconnect()
      root.toggleAttribute(heroInCorner, reachesCorner(element.getBoundingClientRect(), innerHeight))
      observer = new IntersectionObserver(([entry]) => root.toggleAttribute(heroInCorner, entry.isIntersecting), {
        rootMargin: cornerBandMargin(innerHeight),
      })
      observer.observe(element)
    }
    watch()
    addEventListener('resize', watch)
    return () => {
      removeEventListener('resize', watch)
      observer?.disconnect()
      root.removeAttribute(heroInCorner)
    }
  }, [hero])
}
