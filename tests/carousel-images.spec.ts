// @any-author: these tests hold for any author, and npm run test:second-author runs them against one
import { fill } from '#src/content/words.ts'
import { carouselSlides } from '#src/sections/books/details/carousel-slides.ts'
import { assetStem, content, words } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

const book = content.books.find((one) => one.images.length > 0)

test('a book with images of its own shows them after its cover, each with its own words', async ({ page }) => {
  test.skip(!book, 'no book has images of its own: each shows its cover alone')
  if (!book) return
  const slides = carouselSlides(book, fill(words.books.cover, { title: book.title }))
  await page.goto(`/books/${book.slug}`)
  await waitUntilLive(page)
  const carousel = page.getByRole('region', { name: `Images of ${book.title}` })
  await expect(carousel.getByRole('button', { name: /^Show image / })).toHaveCount(slides.length)
  for (const [index, slide] of slides.entries()) {
    await carousel.getByRole('button', { name: `Show image ${index + 1} of ${slides.length}` }).click()
    await expect(carousel.getByText(`Image ${index + 1} of ${slides.length}`)).toBeAttached()
    const shown = carousel.getByRole('img', { name: slide.alt, exact: true })
    await expect(shown).toBeInViewport({ ratio: 0.95 })
    await expect(shown).toHaveAttribute('src', new RegExp(`^/assets/${assetStem(slide.image)}-`))
  }
})

const alone = content.books.find((one) => one.images.length === 0)

test('a book with no images of its own shows its cover alone, with nothing to move', async ({ page }) => {
  test.skip(!alone, 'every book has images of its own')
  if (!alone) return
  await page.goto(`/books/${alone.slug}`)
  await waitUntilLive(page)
  const images = page.getByRole('region', { name: `Images of ${alone.title}` })
  await expect(
    images.getByRole('img', { name: fill(words.books.cover, { title: alone.title }), exact: true }),
  ).toBeVisible()
  await expect(images.getByRole('button')).toHaveCount(0)
  await expect(page.locator('[aria-roledescription]')).toHaveCount(0)
})
