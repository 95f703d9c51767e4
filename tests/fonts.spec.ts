import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'

const withSample = content.books.find((book) => book.sample)

const preloadedFaces = async (html: string) =>
  [...html.matchAll(/<link rel="preload" href="\/assets\/fraunces-([a-z]+)-[^/"]+\.woff2"/g)].map(([, face]) => face)

test('home: the quotes’ face is fetched only after the first paint, then the quote is set in it', async ({ page }) => {
  await page.goto('/')
  await waitUntilLive(page)
  const quoteFaceFetchedAt = () =>
    page.evaluate(
      () => performance.getEntriesByType('resource').find((entry) => /fraunces-regular-/.test(entry.name))?.startTime,
    )
  await expect.poll(quoteFaceFetchedAt).toBeGreaterThan(0)
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
  expect(firstPaint).toBeGreaterThan(0)
  expect(await quoteFaceFetchedAt()).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY)
  await expect(page.locator('html')).toHaveAttribute('data-quote-face', '')
  const quote = page.locator('#about blockquote')
  await expect(quote).toHaveCSS('font-family', /^Fraunces,/)
  expect(await page.evaluate(() => document.fonts.check('400 20px Fraunces'))).toBe(true)
})

test('the prose: in the matched fallback for a whole first visit, in the text face from the first paint of the next', async ({
  page,
}) => {
  await page.goto('/')
  const bio = page.locator('#about p').first()
  await expect(bio).toHaveCSS('font-family', /^"Fraunces Fallback Georgia",/)
  await waitUntilLive(page)
  // Loaded after the first paint for the quotes, the face is not swapped into the prose under the reader.
  await expect(page.locator('html')).toHaveAttribute('data-quote-face', '')
  await expect(bio).toHaveCSS('font-family', /^"Fraunces Fallback Georgia",/)
  // The next visit asks for it (from the cache) before its first paint, with the scripts held back.
  await page.route(/\/assets\/.*\.js$/, () => {})
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('data-prose-face', '')
  await expect(bio).toHaveCSS('font-family', /^Fraunces,/)
  await expect.poll(() => page.evaluate(() => document.fonts.check('400 16px Fraunces'))).toBe(true)
})

test('a sample chapter’s page preloads the reading face it is set in; the others, the headings’ face', async ({
  request,
}) => {
  test.skip(!withSample, 'the content has no sample chapter')
  const sample = await request.get(`/books/${withSample?.slug}/sample`)
  expect(await preloadedFaces(await sample.text())).toEqual(['regular'])
  for (const path of ['/', `/books/${withSample?.slug}`]) {
    const page = await request.get(path)
    expect(await preloadedFaces(await page.text())).toEqual(['headings'])
  }
})

test('a sample chapter’s page sets its chapter in the reading face, and the site’s name in the headings’ face as on every page', async ({
  page,
}) => {
  test.skip(!withSample, 'the content has no sample chapter')
  await page.goto(`/books/${withSample?.slug}/sample`)
  await waitUntilLive(page)
  await expect(page.locator('h1')).toHaveCSS('font-family', /^Fraunces,/)
  await expect(page.locator('h1')).toHaveCSS('font-weight', '400')
  await expect(page.locator('article p').first()).toHaveCSS('font-weight', '400')
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveCSS('font-weight', '600')
  const faces = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2')),
  )
  expect(faces.some((name) => /fraunces-regular-/.test(name))).toBe(true)
})
