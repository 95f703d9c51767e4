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
    const made = await socialCard([{ fileName: 'assets/golden-horizons-Z42OFJXB.svg', source: cover }])
    expect(made).toMatchObject({ fileName: 'assets/golden-horizons-Z42OFJXB-card.jpg', ...card })
    const { format, width, height } = await sharp(made.source).metadata()
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
    expect(
      (
        await socialCard([
          { fileName: 'assets/river-case-1-760w-AbC.webp', source: await sharp(Buffer.from(cover)).webp().toBuffer() },
        ])
      ).fileName,
    ).toBe('assets/river-case-1-760w-AbC-card.jpg')
  })

  it('sets the whole picture in the middle, on a darker blur of itself out to the edges', async () => {
    const at = await pixels((await socialCard([{ fileName: 'a.svg', source: cover }])).source)
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

  it('sets a shelf of covers side by side, each whole, named after them all', async () => {
    const red = cover.replace('#1e3a5f', '#8b1e1e')
    const shelf = [0, 1, 2, 3, 4].map((n) => ({ fileName: `assets/b${n}.svg`, source: n % 2 ? red : cover }))
    const made = await socialCard(shelf)
    expect(made.fileName).toMatch(/^assets\/shelf-[\w-]{10}-card\.jpg$/)
    expect((await socialCard(shelf.slice(0, 4))).fileName).not.toBe(made.fileName)
    const at = await pixels(made.source)
    // Five 2:3 covers in 1,104 px with four gaps: each 201 px wide, from x = 48; the second is the red one.
    const middleOf = (n: number) => 48 + n * (201 + 24) + 100
    const [nr, , nb] = at(middleOf(0), 120)
    expect(nb).toBeGreaterThan(nr)
    const [rr, , rb] = at(middleOf(1), 120)
    expect(rr).toBeGreaterThan(rb)
    // A cover's circle in the middle of its height: each drawn whole, not cut to a band.
    const [cr, cg] = at(middleOf(2), 315)
    expect(cr).toBeGreaterThan(200)
    expect(cg).toBeGreaterThan(170)
  })
})
