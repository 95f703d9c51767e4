// Both themes are one brand: the button's colour and the rating stars, as the browser paints them.
import { contrastRatio } from '../tooling/content/contrast.ts'
import { content } from './support/content.ts'
import { expect, type Locator, test } from './support/test.ts'
import { expectTheme } from './support/theme.ts'

const book = content.books.find((candidate) => candidate.reviews.length > 0)!
const { palette } = content.site

/** A computed CSS colour (rgb(), color(srgb …), color-mix …) as #rrggbb, as a canvas paints it. */
const painted = (element: Locator, property: 'color' | 'fill' | 'backgroundColor') =>
  element.evaluate((node, name) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = getComputedStyle(node)[name]
    context.fillRect(0, 0, 1, 1)
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data
    return `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`
  }, property)

const themes = ['light', 'dark'] as const

test(`${book.title}'s page: the buy button wears the theme's button colour (its accent unless the palette names one), and its stars are drawn alike in both themes`, async ({
  page,
}) => {
  const drawn: Record<string, { rimOnGround: number; rimOnFill: number; strokeWidth: string }> = {}
  for (const colorScheme of themes) {
    await page.emulateMedia({ colorScheme })
    await page.goto(`/books/${book.slug}`)
    await expectTheme(page, colorScheme)

    const buy = page.getByRole('link', { name: /^Buy on / }).first()
    const fillOfButtons = palette[colorScheme].button ?? palette[colorScheme].accent
    expect(await painted(buy, 'backgroundColor')).toBe(fillOfButtons)
    const label = await painted(buy, 'color')
    expect(contrastRatio(label, fillOfButtons)).toBeGreaterThanOrEqual(4.5)

    const review = page.getByRole('img', { name: /^Rated \d out of 5$/ }).first()
    const star = review.locator('svg.fill-gold').first()
    const rim = await painted(star, 'color')
    const fill = await painted(star, 'fill')
    const ground = await painted(review.locator('xpath=ancestor::figure'), 'backgroundColor')
    expect(fill).toBe(palette[colorScheme].gold)
    drawn[colorScheme] = {
      // A rim that shows on the page (WCAG's 3:1 for graphics), a shade deeper than the gold it holds.
      rimOnGround: contrastRatio(rim, ground),
      rimOnFill: contrastRatio(rim, fill),
      strokeWidth: await star.evaluate((node) => getComputedStyle(node).strokeWidth),
    }
  }
  for (const colorScheme of themes) {
    expect(drawn[colorScheme].rimOnGround, `${colorScheme}: rim on its page`).toBeGreaterThanOrEqual(3)
    expect(drawn[colorScheme].rimOnFill, `${colorScheme}: rim on the gold`).toBeGreaterThanOrEqual(1.8)
  }
  // Alike: the same stroke, and the rim stands off the gold by nearly the same amount in both.
  expect(drawn.dark.strokeWidth).toBe(drawn.light.strokeWidth)
  expect(Math.abs(drawn.dark.rimOnFill - drawn.light.rimOnFill)).toBeLessThan(0.5)
})

test('the accent as words on the page (a sample’s source line) reads at AA in both themes', async ({ page }) => {
  const withSample = content.books.find((candidate) => candidate.sample)
  test.skip(!withSample, 'no book has a sample chapter')
  for (const colorScheme of themes) {
    await page.emulateMedia({ colorScheme })
    await page.goto(`/books/${withSample!.slug}/sample`)
    await expectTheme(page, colorScheme)
    const words = page.getByRole('main').locator('p.text-accent').first()
    const color = await painted(words, 'color')
    expect(color).toBe(palette[colorScheme].accent)
    expect(contrastRatio(color, await painted(page.locator('html'), 'backgroundColor'))).toBeGreaterThanOrEqual(4.5)
  }
})
