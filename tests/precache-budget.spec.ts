// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { budgets } from '../tooling/budgets.ts'
import { precacheFiles, sizeOf, total } from '../tooling/bundle-size.ts'
import type { ImageFile } from '../tooling/content/image-field.ts'
import { firstScreenBooks, firstScreenImages } from '../tooling/first-screen-images.ts'
import { distDir } from './support/build.ts'
import { assetStem, content } from './support/content.ts'
import { expect, test } from './support/test.ts'

// An SVG ships as it is; a raster image is precached as its 1x AVIF.
const precachedAs = (image: ImageFile) =>
  new RegExp(`^assets/${assetStem(image)}-[\\w-]+\\.${image.imageFile.endsWith('.svg') ? 'svg' : 'avif'}$`)

test('the precache holds everything the home page shows, once each, within 400 KB gzip', () => {
  const files = precacheFiles(distDir)
  expect(new Set(files).size).toBe(files.length)
  const firstScreen = firstScreenImages(content)
  for (const image of firstScreen) expect(files.some((file) => precachedAs(image).test(file))).toBe(true)
  const shownFirst = new Set(firstScreen.map((image) => image.imageFile))
  // Covers past the first screens are kept as they are seen, so the precache does not grow with the books.
  const later = content.books.map((book) => book.cover).filter((cover) => !shownFirst.has(cover.imageFile))
  for (const image of later)
    expect(
      files.some((file) => precachedAs(image).test(file)),
      image.imageFile,
    ).toBe(false)
  for (const shown of ['index.html', 'icons/favicon.svg', 'manifest.webmanifest']) {
    expect(files).toContain(shown)
  }
  for (const lazyChunk of [/BookDetailsDialog/, /ChatPanel/, /ReadingScheduleDialog/, /supabase-client/, /\.woff2$/]) {
    expect(
      files.some((file) => lazyChunk.test(file)),
      `${lazyChunk} is precached`,
    ).toBe(true)
  }
  // Likewise each book's long text: the first screens' books' are precached (their dialogs open offline), no other.
  const firstBooks = new Set(firstScreenBooks(content).map((book) => book.slug))
  for (const book of content.books) {
    const text = new RegExp(`^assets/book-text-${book.slug}-[\\w-]{8}\\.js$`)
    expect(
      files.some((file) => text.test(file)),
      book.slug,
    ).toBe(firstBooks.has(book.slug))
  }
  const sizes = total(files.map((file) => sizeOf(distDir, file)))
  expect(sizes.gzip).toBeLessThanOrEqual(budgets.precacheGzip)
})
