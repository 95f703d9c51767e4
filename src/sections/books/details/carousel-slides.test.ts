import { describe, expect, it } from 'vitest'
import { carouselSlides } from './carousel-slides.ts'

const cover = { image: 'cover.avif', alt: 'Cover of Tides' }

describe('carouselSlides', () => {
  it('without images of its own: the cover alone', () => {
    expect(carouselSlides({ cover: 'cover.avif', images: [] }, 'Cover of Tides')).toEqual([cover])
  })

  it('with images of its own: the cover, then those, each with its own words', () => {
    const back = { image: 'back.avif', alt: 'The back cover' }
    const map = { image: 'map.avif', alt: 'A map of the harbour' }
    expect(carouselSlides({ cover: 'cover.avif', images: [back, map] }, 'Cover of Tides')).toEqual([cover, back, map])
  })
})
