import type { CarouselMove } from './carousel-index.ts'

/** Shorter drags are taps or wobbles, not swipes. */
export const swipeThreshold = 50

/**
 * A mostly horizontal drag of at least the threshold: pulling the images back towards where lines start
 * shows the next one (leftwards in English, rightwards in Arabic), the other way the previous.
 */
export function swipeMove(
  dx: number,
  dy: number,
  rightToLeft = false,
  threshold = swipeThreshold,
): CarouselMove | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null
  return dx < 0 !== rightToLeft ? 'next' : 'previous'
}
