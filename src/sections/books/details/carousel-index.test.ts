import { describe, expect, it } from 'vitest'
import { type CarouselMove, moveCarousel } from './carousel-index.ts'

describe('moveCarousel', () => {
  it.each<[number, CarouselMove, number]>([
    [0, 'next', 1],
    [1, 'next', 2],
    [2, 'next', 0],
    [0, 'previous', 2],
    [1, 'previous', 0],
    [2, 'previous', 1],
    [0, { jumpTo: 2 }, 2],
    [2, { jumpTo: 0 }, 0],
    [1, { jumpTo: 1 }, 1],
    [0, { jumpTo: 3 }, 0],
    [0, { jumpTo: -1 }, 2],
  ])('of three, from %i, %o goes to %i', (from, move, expected) => {
    expect(moveCarousel(from, move, 3)).toBe(expected)
  })

  it.each<[number, CarouselMove, number, number]>([
    [4, 'next', 5, 0],
    [0, 'previous', 5, 4],
    [0, 'next', 1, 0],
  ])('from %i, %o wraps within a length of %i to %i', (from, move, length, expected) => {
    expect(moveCarousel(from, move, length)).toBe(expected)
  })
})
