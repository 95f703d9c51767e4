import { type RefObject, useEffect, useState } from 'react'
import { animationsSettled } from './animations-settled.ts'

/**
 * Whether a part is shown: while `open`, and after it closes until the leave its closing started on
 * `element` (a CSS transition) has played, so it does not vanish mid-fade. Where nothing plays (reduced
 * motion, an engine without the transition) it goes at once.
 */
export function useShownWhileLeaving(open: boolean, element: RefObject<Element | null>): boolean {
  const [wasOpen, setWasOpen] = useState(open)
  const [leaving, setLeaving] = useState(false)
  if (open !== wasOpen) {
    setWasOpen(open)
    setLeaving(!open)
  }
  useEffect(() => {
    if (!leaving) return
    let current = true
    animationsSettled(element.current).then(() => {
      if (current) setLeaving(false)
    })
    return () => {
      current = false
    }
  }, [leaving, element])
  return open || leaving
}
