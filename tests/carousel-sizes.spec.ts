// @any-author: these tests hold for any author, and npm run test:second-author runs them against one
import { bookCard, tapViewDetails } from './support/book-card.ts'
import { waitUntilLive } from './support/live.ts'
import { cardBook } from './support/page-kinds.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

// A book whose card is on the home, for its dialog too.
const book = cardBook
// An SVG cover is one file for every width: nothing to choose.
const raster = !book.cover.imageFile.endsWith('.svg')

/**
 * What the browser did with the carousel's first image: the width its `sizes` says (resolved in the page, as
 * the browser reads it: the first media query that matches), the width drawn, and the chosen candidate's width
 * among those its srcset offers.
 */
function imageChoice(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined)
    const source = img.parentElement?.querySelector('source')
    if (!source) throw new Error('the carousel image has no <source> to choose from')
    // The entries are separated by the commas outside any brackets.
    const sizes = ['']
    let depth = 0
    for (const char of source.sizes) {
      depth += char === '(' ? 1 : char === ')' ? -1 : 0
      if (char === ',' && depth === 0) sizes.push('')
      else sizes[sizes.length - 1] += char
    }
    const length = sizes
      .map((entry) => entry.trim().match(/^(\([^()]*\))\s+(.+)$/) ?? [entry, '', entry])
      .find(([, media]) => !media || matchMedia(media).matches)![2]
    const probe = document.createElement('div')
    probe.style.cssText = `position: fixed; width: calc(${length}); height: 1px`
    document.body.append(probe)
    const said = probe.getBoundingClientRect().width
    probe.remove()
    const candidates = [...img.parentElement!.querySelectorAll('source')].flatMap((one) =>
      one.srcset.split(',').map((candidate) => {
        const [url, width] = candidate.trim().split(/\s+/)
        return { url: new URL(url, location.href).href, width: Number.parseInt(width, 10) }
      }),
    )
    const chosen = candidates.find((candidate) => candidate.url === img.currentSrc)
    if (!chosen) throw new Error(`${img.currentSrc} is none of the srcset's candidates`)
    const widths = [...new Set(candidates.map((candidate) => candidate.width))].sort((a, b) => a - b)
    return { said, drawn: img.offsetWidth, chosen: chosen.width, widths, dpr: devicePixelRatio }
  })
}

/**
 * The sizes attribute says the drawn width, and the image chosen is the smallest at least drawn × DPR wide (else
 * the largest); `orLarger` where the page already loaded a larger one of the same image, which the browser reuses.
 */
async function expectExactChoice(image: Locator, orLarger = false) {
  const { said, drawn, chosen, widths, dpr } = await imageChoice(image)
  expect(Math.abs(said - drawn), `sizes says ${said} px, the image is drawn ${drawn} px wide`).toBeLessThanOrEqual(1)
  const enough = widths.find((width) => width >= drawn * dpr) ?? widths.at(-1)!
  const why = `drawn ${drawn} px × DPR ${dpr}, among ${widths.join(', ')}`
  if (orLarger) expect(chosen, why).toBeGreaterThanOrEqual(enough)
  else expect(chosen, why).toBe(enough)
}

const firstImage = (scope: Page | Locator) =>
  scope
    .getByRole('region', { name: `Images of ${book.title}` })
    .locator('picture img')
    .first()

for (const { width, height, deviceScaleFactor } of [
  { width: 360, height: 640, deviceScaleFactor: 2 },
  { width: 390, height: 844, deviceScaleFactor: 3 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
]) {
  test.describe(`${width}×${height} at DPR ${deviceScaleFactor}`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor })
    test.skip(!raster, 'the cover is an SVG, one file at every width')

    test('a book page’s carousel asks for the image at the width it draws it', async ({ page }) => {
      await page.goto(`/books/${book.slug}`)
      await expectExactChoice(firstImage(page))
    })

    test('so does the book’s dialog', async ({ page }) => {
      await page.goto('/')
      await waitUntilLive(page)
      await tapViewDetails(bookCard(page, book.title))
      const dialog = page.getByRole('dialog', { name: book.title })
      await expect(dialog).toBeVisible()
      // The card on the home showed this cover already, at its own width.
      await expectExactChoice(firstImage(dialog), true)
    })
  })
}
