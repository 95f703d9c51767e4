import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { card, socialCard } from './social-card.ts'

const cover = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600">
<rect width="400" height="600" fill="#1e3a5f"/><circle cx="200" cy="300" r="100" fill="#f4d35e"/></svg>`

async function pixels(source: Uint8Array) {
  const { data, info } = await sharp(source).raw().toBuffer({ resolveWithObject: true })
  return (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
}

describe('socialCard', () => {
  it('makes a 1200×630 JPEG, the card link previews show whole, named after the picture', async () => {
    const made = await socialCard('assets/golden-horizons-Z42OFJXB.svg', cover)
    expect(made).toMatchObject({ fileName: 'assets/golden-horizons-Z42OFJXB-card.jpg', ...card })
    const { format, width, height } = await sharp(made.source).metadata()
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
    expect(
      (await socialCard('assets/river-case-1-760w-AbC.webp', await sharp(Buffer.from(cover)).webp().toBuffer()))
        .fileName,
    ).toBe('assets/river-case-1-760w-AbC-card.jpg')
  })

  it('sets the whole picture in the middle, on a darker blur of itself out to the edges', async () => {
    const at = await pixels((await socialCard('a.svg', cover)).source)
    // The circle, at the middle of the card and of the picture.
    const [r, g, b] = at(600, 315)
    expect(r).toBeGreaterThan(200)
    expect(g).toBeGreaterThan(170)
    expect(b).toBeLessThan(140)
    // The picture's own ground just inside its edge: whole, not cropped to a band (534 px tall, 356 wide).
    const [r1, , b1] = at(600, 52)
    expect(b1).toBeGreaterThan(r1)
    // Beside it, the blur: the cover's navy, darker, never white paper.
    const [r2, g2, b2] = at(20, 20)
    expect(b2).toBeGreaterThan(r2)
    expect(Math.max(r2, g2, b2)).toBeLessThan(120)
  })
})
