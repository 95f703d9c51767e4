import type { CarouselMove } from './carousel-index.ts'

/** The arrow key pointing where lines end shows the next image: ArrowRight in English, ArrowLeft in Arabic. */
export function arrowKeyMove(key: string, rightToLeft: boolean): CarouselMove | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null
  return (key === 'ArrowRight') !== rightToLeft ? 'next' : 'previous'
}
