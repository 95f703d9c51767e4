export type CarouselMove = 'next' | 'previous' | { jumpTo: number }

/** Every move wraps, so stepping past either end lands on the other and no index is ever out of range. */
export function moveCarousel(index: number, move: CarouselMove, length: number): number {
  const target = move === 'next' ? index + 1 : move === 'previous' ? index - 1 : move.jumpTo
  return ((target % length) + length) % length
}
