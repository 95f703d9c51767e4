import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contrastRatio, contrastShortfalls } from './contrast.ts'

describe('contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1)
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1)
  })
})

const palettes = {
  'the demo author': 'content/site.yaml',
  'the second author': 'tests/fixtures/second-author/site.yaml',
}

describe.each(Object.entries(palettes))('%s’s palette', (_, file) => {
  const { palette } = parse(readFileSync(file, 'utf8'))
  it.each(['light', 'dark'])('%s: every text colour meets WCAG AA on its backgrounds', (theme) => {
    expect(contrastShortfalls(palette[theme])).toEqual([])
  })
})

/** Hue in degrees, saturation and lightness in 0..1. */
function hsl(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const lightness = (max + min) / 2
  const delta = max - min
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1))
  const hue = max === r ? ((g - b) / delta) * 60 : max === g ? ((b - r) / delta + 2) * 60 : ((r - g) / delta + 4) * 60
  return { hue: (hue + 360) % 360, saturation, lightness }
}

it('the dark accent is the oxblood lightened, a warm clay rose, not the old bubblegum pink (#f0a0aa)', () => {
  const { palette } = parse(readFileSync('content/site.yaml', 'utf8'))
  const dark = hsl(palette.dark.accent)
  const light = hsl(palette.light.accent)
  // The light theme's hue, or a step warmer (towards the gold), never towards pink.
  expect((dark.hue - light.hue + 360) % 360).toBeLessThanOrEqual(30)
  // Quieter and deeper than the pink it replaces (saturation 0.73, lightness 0.78).
  expect(dark.saturation).toBeLessThanOrEqual(0.6)
  expect(dark.lightness).toBeLessThanOrEqual(0.7)
})
