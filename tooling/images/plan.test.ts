import { describe, expect, it } from 'vitest'
import { imageImport } from './image-import.ts'
import { planRaster, planSvg } from './plan.ts'

describe('imageImport', () => {
  it.each([
    ['/site/content/covers/a.jpg', 'cover', '/site/content/covers/a.jpg?responsive-image=cover&in='],
    ['/site/content/images/me.png', 'portrait', '/site/content/images/me.png?responsive-image=portrait&in='],
    ['/site/content/covers/b.svg', 'cover', '/site/content/covers/b.svg?responsive-image=cover&in='],
  ] as const)('%s as a %s imports %s<its module>', (path, role, specifier) => {
    const { imports, expression } = imageImport(path, role, 'books')
    expect(imports).toMatch(
      new RegExp(`^import ${expression} from "${specifier.replace(/[?.]/g, '\\$&')}[0-9a-f]{12}"$`),
    )
    expect(expression).toMatch(/^image_[0-9a-f]{12}$/)
  })

  it('names one file in two roles, or two files, apart', () => {
    const names = [
      imageImport('/a.jpg', 'cover', 'books'),
      imageImport('/a.jpg', 'portrait', 'books'),
      imageImport('/b.jpg', 'cover', 'books'),
    ].map((result) => result.expression)
    expect(new Set(names).size).toBe(3)
    expect(imageImport('/a.jpg', 'cover', 'books').expression).toBe(names[0])
  })

  it('gives each importing module its own image module, so no two chunks share one', () => {
    const inList = imageImport('/a.jpg', 'cover', 'books')
    expect(imageImport('/a.jpg', 'cover', 'book-entry-a').imports).not.toBe(inList.imports)
    expect(imageImport('/a.jpg', 'cover', 'books').imports).toBe(inList.imports)
  })
})

describe('planRaster', () => {
  const hashOf = (width: number, format: string) => `h${width}${format}`
  it.each([
    ['a large cover', 'cover', 3000, 4500, [380, 760], 570],
    ['a portrait', 'portrait', 2400, 3000, [384, 768], 480],
    ['a cover narrower than 2x', 'cover', 600, 900, [380, 600], 570],
    ['a cover narrower than 1x', 'cover', 300, 450, [300], 450],
  ] as const)(
    '%s is made at its 1x and 2x widths, never wider than the original',
    (_, role, width, height, widths, srcHeight) => {
      const plan = planRaster('/x/golden-horizons.jpg', role, { width, height }, hashOf)
      expect(plan.variants.map((variant) => `${variant.format}:${variant.width}`)).toEqual([
        ...widths.map((w) => `avif:${w}`),
        ...widths.map((w) => `webp:${w}`),
      ])
      expect(plan.image.src).toBe(`/assets/golden-horizons-${widths[0]}w-h${widths[0]}avif.avif`)
      expect(plan.image).toMatchObject({ width: widths[0], height: srcHeight })
      expect(plan.image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
      expect(plan.image.sources[1].srcset).toBe(
        widths.map((w) => `/assets/golden-horizons-${w}w-h${w}webp.webp ${w}w`).join(', '),
      )
    },
  )
})

describe('planSvg', () => {
  it('ships the SVG as it is, at its own size, with no other source', () => {
    const plan = planSvg('/x/portrait.svg', 'abc', { width: 600, height: 800 })
    expect(plan.image).toEqual({ src: '/assets/portrait-abc.svg', width: 600, height: 800, sources: [] })
    expect(plan.variants).toEqual([{ fileName: 'assets/portrait-abc.svg', width: 600, format: 'svg' }])
  })
})
