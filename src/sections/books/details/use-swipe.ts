import { type PointerEvent, useRef } from 'react'
import { isRightToLeft } from '#src/ui/text-direction.ts'
import type { CarouselMove } from './carousel-index.ts'
import { swipeMove } from './swipe.ts'

/**
 * Pointer handlers that turn a touch or pen swipe into a carousel move.
 * Mice are left out: they have the arrows, and a mouse drag is how people select text.
 */
export function useSwipe(onMove: (move: CarouselMove) => void) {
  const start = useRef<{ x: number; y: number } | null>(null)

  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse' || !event.isPrimary) return
      start.current = { x: event.clientX, y: event.clientY }
    },
    onPointerUp(event: PointerEvent) {
      if (!start.current) return
      const rightToLeft = isRightToLeft(event.currentTarget)
      const move = swipeMove(event.clientX - start.current.x, event.clientY - start.current.y, rightToLeft)
      start.current = null
      if (move) onMove(move)
    },
    onPointerCancel() {
      start.current = null
    },
  }
}
