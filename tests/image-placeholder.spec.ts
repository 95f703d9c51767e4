// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { homeBooks } from '#src/content/home-books.ts'
import { readImage } from '../tooling/images/read-image.ts'
import { assetStem, content } from './support/content.ts'
import { expect, test } from './support/test.ts'

test('the first cover’s blurred placeholder is in the page as it arrives; a later one’s comes with its load', async ({
  page,
}) => {
  // The home's cards, as the build reads their covers: only a raster cover has a placeholder.
  const shown = homeBooks(content.books)
  const covers = await Promise.all(shown.map((book) => readImage(book.cover.imageFile, 'cover')))
  const index = covers.findIndex((cover, at) => at > 0 && cover.placeholder)
  const [first, later] = [covers[0].placeholder, covers[index]?.placeholder]
  test.skip(!first || !later, 'needs raster covers, the first and a later one: SVG covers have no placeholder')
  const book = shown[index]
  const arrived = await (await page.request.get('/')).text()
  expect(arrived).toContain(first)
  expect(arrived).not.toContain(later)

  let holding = true
  const held: (() => Promise<void>)[] = []
  await page.route(new RegExp(`/assets/${assetStem(book.cover)}-`), (route) =>
    holding ? held.push(() => route.continue()) : route.continue(),
  )
  await page.goto('/')
  const card = page.locator('#books article').nth(index)
  await card.scrollIntoViewIfNeeded()
  const backdrop = card.locator('div[aria-hidden="true"]').first()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(backdrop).toHaveCSS('background-image', `url("${later}")`)

  holding = false
  for (const release of held) await release()
  const cover = card.getByRole('img', { name: `Cover of ${book.title}` })
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})
