import sharp from 'sharp'
import { expect, it } from 'vitest'
import { markScreenshotOf, screenshotOf } from './screenshot-of.ts'

const png = () =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: '#336699' } })
    .png({ palette: true })
    .toBuffer()

it.each(['Elena Marlowe', 'Tomás Varga', '村上 春樹'])('reads back the name it wrote: %s', async (name) => {
  expect(screenshotOf(markScreenshotOf(await png(), name))).toBe(name)
})

it('knows nothing of a PNG made elsewhere', async () => {
  expect(screenshotOf(await png())).toBeUndefined()
})

it('leaves the image as it was: the same size and pixels, a PNG any decoder reads', async () => {
  const plain = await png()
  const marked = markScreenshotOf(plain, 'Elena Marlowe')
  expect(await sharp(marked).metadata()).toMatchObject({ format: 'png', width: 12, height: 8 })
  expect(await sharp(marked).raw().toBuffer()).toEqual(await sharp(plain).raw().toBuffer())
})
