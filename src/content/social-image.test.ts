import { describe, expect, it } from 'vitest'
import { socialImage } from './social-image.ts'

describe('socialImage', () => {
  it('takes the widest WebP of a raster image, its height in proportion', () => {
    const image = {
      src: '/assets/c-320w.avif',
      width: 320,
      height: 480,
      sources: [
        { type: 'image/avif', srcset: '/assets/c-320w.avif 320w, /assets/c-1200w.avif 1200w' },
        { type: 'image/webp', srcset: '/assets/c-320w.webp 320w, /assets/c-640w.webp 640w' },
      ],
    }
    expect(socialImage(image, 'Cover of C')).toEqual({
      src: '/assets/c-640w.webp',
      width: 640,
      height: 960,
      alt: 'Cover of C',
    })
  })

  it('keeps an SVG as it is', () => {
    expect(socialImage({ src: '/assets/c.svg', width: 400, height: 600, sources: [] }, 'Cover of C')).toEqual({
      src: '/assets/c.svg',
      width: 400,
      height: 600,
      alt: 'Cover of C',
    })
  })
})
