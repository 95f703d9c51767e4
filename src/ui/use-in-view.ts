import { type RefObject, useEffect, useState } from 'react'

/** True once the element has come within `rootMargin` of the viewport; it never turns false again. */
export function useInViewOnce(
  ref: RefObject<Element | null>,
  options: IntersectionObserverInit,
  enabled = true,
): boolean {
  const [seen, setSeen] = useState(false)
  const { rootMargin, threshold } = options

  useEffect(() => {
    const element = ref.current
    if (!enabled || seen || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { rootMargin, threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled, seen, rootMargin, threshold])

  return seen
}
