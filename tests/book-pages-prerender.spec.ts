// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { fill } from '#src/content/words.ts'
import { publishedPosts } from '../tooling/content/news.ts'
import { distDir } from './support/build.ts'
import { content, words } from './support/content.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, test } from './support/test.ts'

const siteUrl = process.env.VITE_SITE_URL || content.site.url

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** A `<meta property>`'s content in a page's HTML, as a reader of the card reads it. */
const metaOf = (html: string, property: string) =>
  decode(html.match(new RegExp(`<meta property="${property}" content="([^"]*)" />`))?.[1] ?? '')

/** Every page besides the home: its file in the build, the heading and the text a reader sees first. */
const pages = content.books.flatMap((book) => [
  { path: `/books/${book.slug}`, file: `books/${book.slug}.html`, book, heading: book.title, text: book.summary },
  ...(book.sample
    ? [
        {
          path: `/books/${book.slug}/sample`,
          file: `books/${book.slug}/sample.html`,
          book,
          heading: book.sample.title,
          text: decode(book.sample.body.html.match(/<p>([\s\S]*?)<\/p>/)?.[1] ?? ''),
        },
      ]
    : []),
])

// One page without scripts, taken from page to page, for each group: forty books' in one group would be one long
// serial chain on one worker, the run's tail.
const groups = Math.ceil(pages.length / 15)
const groupSize = Math.ceil(pages.length / groups)
for (let first = 0; first < pages.length; first += groupSize)
  test.describe(() => {
    const noScript = sharedPage(async () => {}, { javaScriptEnabled: false })

    // First in the first group: the page and its cover load afresh, not from what an earlier test cached.
    if (first === 0)
      test('a book’s cover shows on its page before any script runs', async () => {
        const [book] = content.books
        const page = noScript()
        await page.goto(`/books/${book.slug}`)
        const cover = page.getByRole('img', { name: `Cover of ${book.title}` })
        await expect(cover).toHaveCSS('opacity', '1')
        await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
      })

    for (const { path, file, book, heading, text } of pages.slice(first, first + groupSize))
      test(`${path} is its own HTML file, readable before any script runs, with its own head`, async () => {
        const html = readFileSync(join(distDir, file), 'utf8')
        expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}" />`)
        expect(html).toContain(`<meta property="og:url" content="${siteUrl}${path}" />`)
        // Link previews read JPEG, PNG and WebP, not SVG, and show a 1.91:1 card whole: the cover's card is a JPEG of it.
        const card = html.match(
          new RegExp(`<meta property="og:image" content="${siteUrl}/(assets/[^"]+\\.jpg)" />`),
        )?.[1]
        expect(card, 'og:image names a JPEG under /assets/').toBeDefined()
        const size = (side: string) =>
          Number(html.match(new RegExp(`<meta property="og:image:${side}" content="(\\d+)" />`))?.[1])
        const { width, height } = await sharp(join(distDir, card ?? '')).metadata()
        expect({ width, height }).toEqual({ width: size('width'), height: size('height') })
        expect({ width, height }).toEqual({ width: 1200, height: 630 })
        expect(html).toContain('<meta property="og:type" content="book" />')
        // The card says what it shows, and in which language and region the page speaks.
        expect(metaOf(html, 'og:image:alt')).toBe(fill(words.books.cover, { title: book.title }))
        const { language, region } = new Intl.Locale(content.site.language)
        expect(metaOf(html, 'og:locale')).toBe(`${language}_${region ?? content.site.region}`)
        const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}')
        expect(jsonLd['@graph']).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ '@type': 'Book', name: book.title, url: `${siteUrl}/books/${book.slug}` }),
          ]),
        )
        // A sample's page names its chapter as part of the book; the book's own page describes the book in full.
        if (path.endsWith('/sample'))
          expect(jsonLd['@graph']).toContainEqual({
            '@type': 'Chapter',
            url: `${siteUrl}${path}`,
            name: heading,
            isPartOf: { '@id': `${siteUrl}/books/${book.slug}#book` },
          })
        // The way there from the home, ending at the page itself: after the books, the book, then its sample.
        const crumbs = jsonLd['@graph'].find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList')
        expect(crumbs.itemListElement.slice(2)).toEqual(
          [
            { name: book.title, item: `${siteUrl}/books/${book.slug}` },
            ...(path.endsWith('/sample') ? [{ name: heading, item: `${siteUrl}${path}` }] : []),
          ].map((step, index) => ({ '@type': 'ListItem', position: index + 3, ...step })),
        )
        expect(crumbs.itemListElement[0]).toEqual({
          '@type': 'ListItem',
          position: 1,
          name: content.author.name,
          item: `${siteUrl}/`,
        })

        const page = noScript()
        await page.goto(path)
        await expect(page).toHaveTitle(new RegExp(`${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `))
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page.getByText(text, { exact: true })).toBeVisible()
      })
  })

test('the catalogue shares a shelf of its first covers: a 1200×630 JPEG, said in words', async () => {
  const html = readFileSync(join(distDir, 'books.html'), 'utf8')
  const card = metaOf(html, 'og:image').match(new RegExp(`^${siteUrl}/(assets/shelf-[\\w-]+-card\\.jpg)$`))?.[1]
  expect(card, 'og:image names the shelf card').toBeDefined()
  const { format, width, height } = await sharp(join(distDir, card ?? '')).metadata()
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
  expect(metaOf(html, 'og:image:alt')).toBe(fill(words.catalogue.shelf, { name: content.author.name }))
})

test('sitemap.xml lists the home page, the catalogue, each series, the events, every book’s pages, the news and each post, the press kit, each with its last change; robots.txt names it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  const posts = publishedPosts(content.news)
  expect(locs.sort()).toEqual(
    [
      `${siteUrl}/`,
      `${siteUrl}/books`,
      ...content.series.map((series) => `${siteUrl}/series/${series.slug}`),
      ...(content.readings.readings.length > 0 ? [`${siteUrl}/events`] : []),
      ...pages.map(({ path }) => `${siteUrl}${path}`),
      ...(posts.length > 0 ? [`${siteUrl}/news`, ...posts.map((post) => `${siteUrl}/news/${post.slug}`)] : []),
      ...(content.press ? [`${siteUrl}/press`] : []),
    ].sort(),
  )
  // Each with the day its content last changed, as the build found it: a day, and none after the build's.
  const days = [...sitemap.matchAll(/<url><loc>[^<]+<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)]
  expect(days).toHaveLength(locs.length)
  for (const [, day] of days) expect(day <= new Date().toISOString().slice(0, 10)).toBe(true)
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})
