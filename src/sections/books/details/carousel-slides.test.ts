import { describe, expect, it } from 'vitest'
import { carouselSlides } from './carousel-slides.ts'

const cover = { image: 'cover.avif', alt: 'Cover of Tides' }

describe('carouselSlides', () => {
  it('without images of its own: the cover three times, as the spec has it', () => {
    expect(carouselSlides({ title: 'Tides', cover: 'cover.avif', images: [] })).toEqual([cover, cover, cover])
  })

  it('with images of its own: the cover, then those, each with its own words', () => {
    const back = { image: 'back.avif', alt: 'The back cover' }
    const map = { image: 'map.avif', alt: 'A map of the harbour' }
    expect(carouselSlides({ title: 'Tides', cover: 'cover.avif', images: [back, map] })).toEqual([cover, back, map])
  })
})
