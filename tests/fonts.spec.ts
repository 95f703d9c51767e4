import { content } from './support/content.ts'
import { facesDrawing } from './support/drawn-faces.ts'
import { holdApp } from './support/hold-app.ts'
import { holdFaces } from './support/late-faces.ts'
import { waitUntilLive } from './support/live.ts'
import { readerSizes } from './support/reader-sizes.ts'
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

test('a first visit on a phone whose headings’ face lands after the first paint: the name and the headings are drawn in it once it lands, by the HTML alone', async ({
  page,
}) => {
  await page.setViewportSize(readerSizes[1])
  await holdApp(page)
  // The face held until the name is drawn without it, as over a phone's link, where it lands a round trip after the
  // first paint: far past a face's block period (100 ms).
  const faceMayLand = await holdFaces(page, /\/fraunces-headings-[^/]+\.woff2$/)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const name = page.getByRole('heading', { level: 1 })
  await expect.poll(() => facesDrawing(name)).not.toEqual(['Fraunces'])
  faceMayLand()
  for (const heading of [name, page.getByRole('banner').getByRole('link').first(), page.locator('main h2').first()])
    await expect.poll(() => facesDrawing(heading)).toEqual(['Fraunces'])
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
  // The next visit asks for it (from the cache) before its first paint, by the page's inline CSS alone: the scripts
  // and the whole stylesheet held back.
  await page.route(/\/assets\/.*\.(js|css)$/, () => {})
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('data-prose-face', '')
  await expect(bio).toHaveCSS('font-family', /^Fraunces,/)
  await expect.poll(() => page.evaluate(() => document.fonts.check('400 16px Fraunces'))).toBe(true)
})

test('every page preloads the headings’ face, a sample chapter’s too', async ({ request }) => {
  const paths = ['/', ...(withSample ? [`/books/${withSample.slug}`, `/books/${withSample.slug}/sample`] : [])]
  for (const path of paths) {
    const page = await request.get(path)
    expect(await preloadedFaces(await page.text()), path).toEqual(['headings'])
  }
})

test('a sample chapter is set in the prose’s face: the matched fallback on a first visit, fetching no face before its first paint; Fraunces from the first paint of the next', async ({
  page,
}) => {
  test.skip(!withSample, 'the content has no sample chapter')
  await page.goto(`/books/${withSample?.slug}/sample`)
  const title = page.locator('article h1')
  const text = page.locator('article p').first()
  await expect(title).toHaveCSS('font-family', /^"Fraunces Fallback Georgia",/)
  await expect(text).toHaveCSS('font-family', /^"Fraunces Fallback Georgia",/)
  await expect(title).toHaveCSS('font-weight', '400')
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveCSS('font-weight', '600')
  await waitUntilLive(page)
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
  await expect
    .poll(() =>
      page.evaluate(
        () => performance.getEntriesByType('resource').find((entry) => /fraunces-regular-/.test(entry.name))?.startTime,
      ),
    )
    .toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY)
  await expect(text).toHaveCSS('font-family', /^"Fraunces Fallback Georgia",/)
  await page.route(/\/assets\/.*\.(js|css)$/, () => {})
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(title).toHaveCSS('font-family', /^Fraunces,/)
  await expect(text).toHaveCSS('font-family', /^Fraunces,/)
})
