// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { precacheFiles, sizeOf, total } from '../tooling/bundle-size.ts'
import { distDir } from './support/build.ts'
import { assetStem, content } from './support/content.ts'
import { expect, test } from './support/test.ts'

const PRECACHE_BUDGET_GZIP = 400 * 1024

test('the precache holds everything the home page shows, once each, within 400 KB gzip', () => {
  const files = precacheFiles(distDir)
  expect(new Set(files).size).toBe(files.length)
  const images = [content.author.portrait, ...content.books.map((book) => book.cover)]
  if (content.comingSoon) images.push(content.comingSoon.cover)
  for (const image of images) {
    // An SVG ships as it is; a raster image is precached as its 1x AVIF.
    const format = image.imageFile.endsWith('.svg') ? 'svg' : 'avif'
    expect(files.some((file) => new RegExp(`^assets/${assetStem(image)}-[\\w-]+\\.${format}$`).test(file))).toBe(true)
  }
  for (const shown of ['index.html', 'icons/favicon.svg', 'manifest.webmanifest']) {
    expect(files).toContain(shown)
  }
  for (const lazyChunk of [/BookDetailsDialog/, /ChatPanel/, /ReadingScheduleDialog/, /supabase-client/, /\.woff2$/]) {
    expect(
      files.some((file) => lazyChunk.test(file)),
      `${lazyChunk} is precached`,
    ).toBe(true)
  }
  const sizes = total(files.map((file) => sizeOf(distDir, file)))
  expect(sizes.gzip).toBeLessThanOrEqual(PRECACHE_BUDGET_GZIP)
})
