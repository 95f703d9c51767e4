import { contrastRatio } from '../../tooling/content/contrast.ts'
import type { Locator } from './test.ts'

/**
 * What a reader sees of a mark drawn in this element, as the browser paints it (a screenshot, not a computed style), in
 * its box and this many CSS pixels around it: the ground (the commonest colour there), the ink (the colour that stands
 * furthest from that ground, #rrggbb), their contrast, and the size in CSS pixels of all that is drawn off the ground.
 */
export async function inkIn(element: Locator, around = 16) {
  await element.scrollIntoViewIfNeeded()
  const box = (await element.boundingBox())!
  const clip = { x: box.x - around, y: box.y - around, width: box.width + 2 * around, height: box.height + 2 * around }
  const page = element.page()
  const png = (await page.screenshot({ clip, animations: 'disabled' })).toString('base64')
  // Decoded in the page, where the screenshot decodes; back come its colours (a few hundred), each with its count and
  // where it lies, not the pixels by the thousand.
  const { colours, imageWidth } = await page.evaluate(async (png) => {
    const image = new Image()
    image.src = `data:image/png;base64,${png}`
    await image.decode()
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height })
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, image.width, image.height)
    const seen = new Map<string, { count: number; left: number; right: number; top: number; bottom: number }>()
    for (let at = 0; at < data.length; at += 4) {
      const hex = `#${[0, 1, 2].map((channel) => data[at + channel].toString(16).padStart(2, '0')).join('')}`
      const [x, y] = [(at / 4) % image.width, Math.floor(at / 4 / image.width)]
      const colour = seen.get(hex) ?? { count: 0, left: x, right: x, top: y, bottom: y }
      seen.set(hex, {
        count: colour.count + 1,
        left: Math.min(colour.left, x),
        right: Math.max(colour.right, x),
        top: Math.min(colour.top, y),
        bottom: Math.max(colour.bottom, y),
      })
    }
    return { colours: [...seen].map(([hex, colour]) => ({ hex, ...colour })), imageWidth: image.width }
  }, png)
  const ground = colours.reduce((most, colour) => (colour.count > most.count ? colour : most)).hex
  const against = (hex: string) => contrastRatio(hex, ground)
  const ink = colours.reduce((strongest, colour) => (against(colour.hex) > against(strongest.hex) ? colour : strongest))
  // Drawn at all: anti-aliased edges included, the faintest that differs from the ground a little.
  const drawn = colours.filter((colour) => against(colour.hex) > 1.1)
  const span = (from: number[], to: number[]) => (drawn.length ? Math.max(...to) - Math.min(...from) + 1 : 0)
  const cssPixel = clip.width / imageWidth
  return {
    ground,
    ink: ink.hex,
    contrast: against(ink.hex),
    width:
      span(
        drawn.map(({ left }) => left),
        drawn.map(({ right }) => right),
      ) * cssPixel,
    height:
      span(
        drawn.map(({ top }) => top),
        drawn.map(({ bottom }) => bottom),
      ) * cssPixel,
  }
}
