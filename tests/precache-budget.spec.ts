import { precacheFiles, sizeOf, total } from '../tooling/bundle-size.ts'
import { distDir } from './support/build.ts'
import { expect, test } from './support/test.ts'

const PRECACHE_BUDGET_GZIP = 400 * 1024

test('the precache holds everything the home page shows, once each, within 400 KB gzip', () => {
  const files = precacheFiles(distDir)
  expect(new Set(files).size).toBe(files.length)
  for (const image of ['portrait', 'the-digital-ocean', 'golden-horizons', 'tides-of-change', 'coming-soon']) {
    expect(files.some((file) => new RegExp(`^assets/${image}-[\\w-]+\\.svg$`).test(file))).toBe(true)
  }
  for (const shown of ['index.html', 'icons/favicon.svg', 'manifest.webmanifest']) {
    expect(files).toContain(shown)
  }
  for (const lazyChunk of [
    /BookDetailsDialog/,
    /ChatPanel/,
    /ReadingScheduleDialog/,
    /animation-features/,
    /supabase-client/,
    /\.woff2$/,
  ]) {
    expect(
      files.some((file) => lazyChunk.test(file)),
      `${lazyChunk} is precached`,
    ).toBe(true)
  }
  const sizes = total(files.map((file) => sizeOf(distDir, file)))
  expect(sizes.gzip).toBeLessThanOrEqual(PRECACHE_BUDGET_GZIP)
})
