// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { fill } from '#src/content/words.ts'
import { linkedBooks, postEntry, publishedPosts } from '../tooling/content/news.ts'
import { axeViolations } from './support/axe.ts'
import { cardBuy, content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { readAgainUntilKept } from './support/offline.ts'
import { expectOneColumn, sidesOf } from './support/one-column.ts'
import { expectOnEachPhone } from './support/phones.ts'
import { siteLink } from './support/site-nav.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

const posts = publishedPosts(content.news).map((post) => postEntry(post, content.site.language))
const newest = posts[0]
const { name } = content.author
const feedLink = (page: Page) => page.locator('head link[rel="alternate"][type="application/atom+xml"]')
const items = (page: Page) => page.getByRole('list', { name: words.news.heading }).getByRole('listitem')

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('the news, and a post, read on a phone and the smallest from the HTML alone, then alive: newest first, each post’s page, the feed named', async ({
  page,
}) => {
  test.skip(posts.length === 0, 'the content has no news')
  const startApp = await holdApp(page)
  await page.goto('/')
  // The header's News link, behind the phone's menu, works as HTML, as does everything below until the app is let go.
  await expect(feedLink(page)).toHaveAttribute('href', '/feed.xml')
  // About names the newest post, in a line of its own.
  await expect(page.locator('#about').getByRole('link', { name: newest.title, exact: true })).toHaveAttribute(
    'href',
    `/news/${newest.slug}`,
  )
  await (await siteLink(page, words.header.news)).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page).toHaveTitle(fill(words.pageTitles.news, { name }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.news.heading)
  await expect(items(page)).toHaveCount(posts.length)
  await expect(items(page).locator('time')).toHaveText(posts.map((post) => post.dateText))
  await expect(items(page).getByRole('heading', { level: 2 })).toHaveText(posts.map((post) => post.title))
  await expect(items(page).locator('p')).toHaveText(posts.map((post) => post.lines))
  expect(
    await items(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(posts.map((post) => `/news/${post.slug}`))
  await expect(feedLink(page)).toHaveAttribute('href', '/feed.xml')

  // The list on the smallest phone too; the tap on its newest post, before the app runs, opens it from the HTML alone.
  const newestLink = items(page).getByRole('link', { name: newest.title, exact: true })
  await expectOnEachPhone(page, newestLink)
  await newestLink.click()
  await expect(page).toHaveURL(new RegExp(`/news/${newest.slug}$`))
  await expect(page).toHaveTitle(`${newest.title} — ${name}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', newest.lines)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@graph']
  expect(graph).toContainEqual(
    expect.objectContaining({ '@type': 'BlogPosting', headline: newest.title, datePublished: newest.date }),
  )
  // The way to it: the home, the news, the post.
  const trail = graph.find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList')
  expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
    name,
    words.news.heading,
    newest.title,
  ])
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(newest.title)
  await expect(main.locator('time')).toHaveText(newest.dateText)
  await expect(main.getByRole('img', { name: newest.image?.alt ?? '' })).toHaveCount(newest.image ? 1 : 0)
  // The text as the Markdown made it, link and all.
  expect(await main.locator('article > div').innerHTML()).toBe(newest.html)

  // The way back to the list, on the smallest phone too, tapped before the app runs: the list's own HTML.
  const allNews = main.getByRole('link', { name: words.news.all, exact: true })
  await expectOnEachPhone(page, allNews)
  await allNews.click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(items(page)).toHaveCount(posts.length)

  startApp()
  await waitUntilLive(page)
  expect(await axeViolations(page)).toEqual([])
  // Alive, the way to a post is the app's own.
  await newestLink.click()
  await expect(page).toHaveURL(new RegExp(`/news/${newest.slug}$`))
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(newest.title)
  await expect(page).toHaveTitle(`${newest.title} — ${name}`)
  expect(await axeViolations(page)).toEqual([])
})

test('a post that links to books offers each at its end, to buy in the site’s country or to sample, from the HTML alone', async ({
  page,
}) => {
  const linkedFrom = (post: (typeof content.news)[number]) =>
    linkedBooks(post.text.links, content.books, content.site.url)
  const post = content.news.find((one) => !one.held && linkedFrom(one).length > 0)
  test.skip(!post, 'no post links to a book')
  const linked = post ? linkedFrom(post) : []
  const startApp = await holdApp(page)
  await page.goto(`/news/${post?.slug}`)
  const end = page.getByRole('region', { name: words.news.books })
  for (const book of linked) {
    await expect(end.getByRole('link', { name: book.title, exact: true })).toHaveAttribute(
      'href',
      `/books/${book.slug}`,
    )
    const buy = cardBuy(book)
    await expect(end.getByRole('link', { name: buy.words, exact: true })).toHaveAttribute('href', buy.url)
  }
  // Its sample, tapped before the app runs, opens from the HTML alone.
  const withSample = linked.find((book) => book.sample)
  if (!withSample) return
  const sample = end.locator(`a[href="/books/${withSample.slug}/sample"]`)
  await expect(sample).toHaveText(words.books.sample)
  await expectOnEachPhone(page, sample)
  await sample.click()
  await expect(page).toHaveURL(new RegExp(`/books/${withSample.slug}/sample$`))
  startApp()
  await waitUntilLive(page)
  await page.goBack()
  await expect(end.getByRole('link', { name: withSample.title, exact: true })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

// One measure: the way back, the title, the image's block, each paragraph, the rule over the books and each book's card
// stand between the same two edges (an image, its text and its books had three right edges at 1440), the sample's own
// (a post and a sample were centred on two measures, 448–992 and 432–1008 at 1440). A portrait image stands alone at its
// own width in the middle: the mat beside it read as pillarboxing; a landscape one keeps the mat the text's width.
for (const width of [390, 1440]) {
  test(`at ${width} px, a post keeps one measure, the sample’s, its image whole and centred, matted only if landscape, from the HTML alone`, async ({
    page,
  }) => {
    const post =
      content.news.find(
        (one) => !one.held && one.image && linkedBooks(one.text.links, content.books, content.site.url).length,
      ) ??
      content.news.find((one) => !one.held && one.image) ??
      content.news.find((one) => !one.held)
    test.skip(!post, 'the content has no news')
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 })
    const startApp = await holdApp(page)
    await page.goto(`/news/${post?.slug}`)
    const column = 'main article'
    await expectOneColumn(page, `main > div, ${column} > *, ${column} > div > p, ${column} > section > div > *`)
    const [measure] = await sidesOf(page, 'main > div')
    const [image] = await sidesOf(page, `${column} img`)
    if (image) {
      const block = page.locator(`${column} > div:has(img)`)
      const [mat] = await sidesOf(page, `${column} > div:has(img)`)
      // Whole, in the middle of the column, and no taller than half the screen, whatever its shape.
      expect(image.left).toBeGreaterThanOrEqual(mat.left - 1)
      expect(image.right).toBeLessThanOrEqual(mat.right + 1)
      expect(Math.abs(image.left - measure.left - (measure.right - image.right))).toBeLessThanOrEqual(1)
      expect(image.height).toBeLessThanOrEqual(page.viewportSize()!.height / 2 + 1)
      const painted = await block.evaluate((element) => getComputedStyle(element).backgroundColor)
      if (image.height > image.width) expect(painted, 'no mat beside a portrait image').toBe('rgba(0, 0, 0, 0)')
      else expect(painted, 'a landscape image’s mat').not.toBe('rgba(0, 0, 0, 0)')
    }
    const withSample = content.books.find((book) => book.sample)
    if (withSample) {
      await page.goto(`/books/${withSample.slug}/sample`)
      const [sample] = await sidesOf(page, 'main > div')
      expect(Math.abs(sample.left - measure.left), 'the sample’s measure, its left').toBeLessThanOrEqual(1)
      expect(Math.abs(sample.right - measure.right), 'the sample’s measure, its right').toBeLessThanOrEqual(1)
    }
    startApp()
  })
}

// A list page, as the events page is: on the left of the page's column under its title (it was centred, 448–992 at
// 1440, beside the events' 144–912), its rules and every post's excerpt ending at one edge.
test('at 390 and 1440 the news stands on the left under its title, its rules and every post’s excerpt at one measure, from the HTML alone', async ({
  page,
}) => {
  test.skip(posts.length === 0, 'the content has no news')
  const column = 'main section:has(> #news-heading)'
  await holdApp(page)
  await page.goto('/news')
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expectOneColumn(page, `${column} > ol, ${column} li > p`)
    const [title] = await sidesOf(page, '#news-heading')
    const [list] = await sidesOf(page, `${column} > ol`)
    expect(Math.abs(list.left - title.left), `${width}: the list under its title`).toBeLessThanOrEqual(1)
    // The header's row and the page's content share one column: its left edge is the site name's.
    const [header] = await sidesOf(page, 'header nav')
    if (width > 1000) expect(Math.abs(title.left - header.left), 'on the page column’s left').toBeLessThanOrEqual(1)
  }
})

// A post with an image shows it small in the list, at the row's end beside its title and lines (the list had none):
// its box set by the HTML, before the picture comes, so nothing in the list moves; a post without one keeps its row.
test('at 390 and 1440 a post with an image shows it as a thumbnail beside its title and lines, its box the HTML’s, from before it loads', async ({
  page,
}) => {
  test.skip(!posts.some((post) => post.image), 'no post has an image')
  const column = 'main section:has(> #news-heading)'
  /** Each post's row as laid out on the page: its own box, its day's, title's and lines', and what else it holds. */
  const rows = () =>
    page.evaluate((column) => {
      const box = (element: Element | null) => {
        if (!element) return null
        const { left, right, top, bottom } = element.getBoundingClientRect()
        return { left, right, top: top + window.scrollY, bottom: bottom + window.scrollY }
      }
      return [...document.querySelectorAll(`${column} > ol > li`)].map((row) => ({
        row: box(row),
        day: box(row.querySelector('time')),
        title: box(row.querySelector('h2')),
        lines: box(row.querySelector('p')),
        // Whatever the row holds beside its words: a thumbnail's frame, picture or none.
        beside: box(row.querySelector(':scope > :not(:has(h2), h2, time, p)')),
      }))
    }, column)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 })
    const startApp = await holdApp(page)
    await page.goto('/news')
    const [list] = await sidesOf(page, `${column} > ol`)
    const held = await rows()
    startApp()
    await waitUntilLive(page)
    for (const [index, post] of posts.entries()) {
      const { row, day, title, lines, beside } = held[index]
      if (!post.image) {
        expect(beside, `${width}: ${post.title}, without an image, holds nothing beside its words`).toBeNull()
        continue
      }
      const picture = items(page).nth(index).getByRole('img', { name: post.image.alt, exact: true })
      await items(page).nth(index).scrollIntoViewIfNeeded()
      await expect(picture, `${width}: ${post.title}'s thumbnail`).toBeVisible()
      await expect(picture).toHaveJSProperty('complete', true)
      const sized = { width: await picture.getAttribute('width'), height: await picture.getAttribute('height') }
      const shown = await picture.evaluate((image) => {
        const { left, right, top, bottom } = image.getBoundingClientRect()
        return { left, right, top: top + window.scrollY, bottom: bottom + window.scrollY }
      })
      expect(
        {
          sized: Number(sized.width) > 0 && Number(sized.height) > 0,
          small: shown.right - shown.left >= 64 && shown.right - shown.left <= 128,
          atTheRowsEnd: Math.abs(shown.right - list.right) <= 1,
          besideTheWords: shown.left >= Math.max(title!.right, lines!.right) + 8,
          levelWithItsFirstWords: Math.abs(shown.top - day!.top) <= 8,
          wordsOnTheLeft: Math.abs(title!.left - list.left) <= 1 && Math.abs(lines!.left - list.left) <= 1,
          inItsRow: shown.bottom <= row!.bottom,
          whereTheHtmlSetItsBox: beside !== null && Math.abs(beside.top - shown.top) <= 1,
        },
        `${width}: ${post.title}'s thumbnail at ${JSON.stringify(shown)} (${JSON.stringify(sized)}), the list ${list.left}–${list.right}`,
      ).toEqual({
        sized: true,
        small: true,
        atTheRowsEnd: true,
        besideTheWords: true,
        levelWithItsFirstWords: true,
        wordsOnTheLeft: true,
        inItsRow: true,
        whereTheHtmlSetItsBox: true,
      })
    }
    // Nothing moved as the app started and the pictures came: every row where the HTML alone put it.
    expect(await rows(), `${width}: the rows once the pictures have come`).toEqual(held)
    await page.unrouteAll()
  }
})

test.describe(() => {
  test.use(withTheWorker)
  test('a post read once is kept by the worker, and opens offline as it was; the feed lists it', async ({
    page,
    context,
    request,
  }) => {
    test.skip(posts.length === 0, 'the content has no news')
    // Served as Atom, as a feed reader asks for it (the local server and dist/_headers alike, tooling/cache-headers.ts).
    const response = await request.get('/feed.xml')
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    const feed = await response.text()
    for (const post of posts) expect(feed).toContain(`<id>${content.site.url}/news/${post.slug}</id>`)
    await page.goto(`/news/${newest.slug}`)
    await waitUntilLive(page)
    await readAgainUntilKept(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title)
  })
})
