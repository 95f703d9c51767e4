import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardWidth, jpegCard } from './social-card.ts'

const cover = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600">
<rect width="400" height="600" fill="#1e3a5f"/><circle cx="200" cy="300" r="100" fill="#f4d35e"/></svg>`

describe('jpegCard', () => {
  it('makes a JPEG of the SVG at the card width, its proportions kept, named after the SVG', async () => {
    const card = await jpegCard('assets/golden-horizons-Z42OFJXB.svg', cover)
    expect(card).toMatchObject({ fileName: 'assets/golden-horizons-Z42OFJXB-card.jpg', width: cardWidth, height: 1200 })
    const { format, width, height } = await sharp(card.source).metadata()
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: cardWidth, height: 1200 })
  })

  it('draws the art, not a blank: the middle is the circle, a corner the background', async () => {
    const { data, info } = await sharp((await jpegCard('a.svg', cover)).source)
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
    const [r, g, b] = pixel(400, 600)
    expect(r).toBeGreaterThan(200)
    expect(g).toBeGreaterThan(170)
    expect(b).toBeLessThan(140)
    const [r2, , b2] = pixel(10, 10)
    expect(b2).toBeGreaterThan(r2)
  })
})
