import type { CarouselMove } from './carousel-index.ts'

/** Shorter drags are taps or wobbles, not swipes. */
export const swipeThreshold = 50

/** A mostly horizontal drag of at least the threshold: leftwards shows the next image, rightwards the previous. */
export function swipeMove(dx: number, dy: number, threshold = swipeThreshold): CarouselMove | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null
  return dx < 0 ? 'next' : 'previous'
}
