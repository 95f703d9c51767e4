import { describe, expect, it } from 'vitest'
import type { CarouselMove } from './carousel-index.ts'
import { swipeMove } from './swipe.ts'

describe('swipeMove', () => {
  it.each<[string, number, number, CarouselMove | null]>([
    ['a long drag left', -80, 0, 'next'],
    ['a long drag right', 80, 5, 'previous'],
    ['a drag of exactly the threshold', -50, 0, 'next'],
    ['a short drag', -49, 0, null],
    ['a mostly vertical drag (a scroll)', -60, 90, null],
    ['a diagonal drag', 60, -60, null],
    ['a tap', 0, 0, null],
  ])('%s gives %s', (_, dx, dy, expected) => {
    expect(swipeMove(dx, dy)).toBe(expected)
  })

  it('mirrors right to left: a drag right shows the next image, a drag left the previous', () => {
    expect(swipeMove(80, 0, true)).toBe('next')
    expect(swipeMove(-80, 5, true)).toBe('previous')
    expect(swipeMove(-49, 0, true)).toBeNull()
  })
})
