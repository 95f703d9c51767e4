import { readFileSync } from 'node:fs'
import { placeholder } from '../tooling/images/placeholder.ts'
import { assetStem, content } from './support/content.ts'
import { expect, test } from './support/test.ts'

// The test holds a cover's requests; the worker would answer them from its precache, past page.route.
test.use({ serviceWorkers: 'block' })

// The first card's cover loads at once; a later raster cover waits for the reader, and so does its placeholder.
const index = content.books.findIndex((book, at) => at > 0 && !book.cover.imageFile.endsWith('.svg'))
const book = content.books[index]

test('a later cover paints its blurred placeholder while it loads, not in the page as it arrives', async ({ page }) => {
  test.skip(!book, 'no raster cover after the first: SVG covers have no placeholder')
  const blurred = await placeholder(readFileSync(book.cover.imageFile))
  const arrived = await (await page.request.get('/')).text()
  expect(arrived).not.toContain(blurred)

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
  await expect(backdrop).toHaveCSS('background-image', `url("${blurred}")`)

  holding = false
  for (const release of held) await release()
  const cover = card.getByRole('img', { name: `Cover of ${book.title}` })
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})
