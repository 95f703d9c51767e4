// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// The press kit (/press, content/press.md): read on a phone as prerendered HTML, then live; every download is the
// image its words say, every contact a mail link; kept for offline once read, as a book's page is.
import type { Page } from '@playwright/test'
import { fill } from '#src/content/words.ts'
import { titleParts } from '../tooling/content/book-titles.ts'
import { pressQuotes } from '../tooling/content/press-kit.ts'
import { axeViolations } from './support/axe.ts'
import { content, words } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { watchLayoutShifts } from './support/layout-shifts.ts'
import { waitUntilLive } from './support/live.ts'
import { readAgainUntilKept } from './support/offline.ts'
import { expectOneColumn } from './support/one-column.ts'
import { expectOnEachPhone } from './support/phones.ts'
import { expect, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

const { press, author, site, books } = content
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const bios = ['press-short', 'press-long']
const kit = (page: Page) => page.getByRole('article', { name: words.press.heading })
const pressLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: words.footer.press })
const contacts = (['agent', 'rights', 'publicity'] as const).flatMap((role) => site.footer[role] ?? [])
const titles = books.map((book) => book.title)
/**
 * The tiles of the covers' grid's first row, each as laid out: its image's foot, its title's top, its Download's top,
 * and whether its title shows whole (no ellipsis).
 */
async function firstRowOfCovers(page: Page) {
  const tiles = kit(page).getByRole('region', { name: words.press.covers }).getByRole('listitem')
  const laidOut = await tiles.evaluateAll((items) =>
    items.map((item) => {
      const title = item.querySelector('figcaption > span') as HTMLElement
      const box = (element: Element | null) => element?.getBoundingClientRect() ?? new DOMRect(Number.NaN)
      return {
        top: box(item).top,
        imageFoot: box(item.querySelector('figure > div')).bottom,
        titleTop: box(title).top,
        downloadTop: box(item.querySelector('a')).top,
        titleWhole: title.scrollWidth <= title.clientWidth && getComputedStyle(title).textOverflow !== 'ellipsis',
      }
    }),
  )
  return laidOut.filter((tile) => Math.abs(tile.top - laidOut[0].top) < 1)
}

/**
 * Each image of the kit framed at its own shape, before its file has come as after: the box it is shown in has the
 * ratio of the file its Download offers, so there are no bars and no mat.
 */
async function framedAtTheirShapes(page: Page) {
  const tiles = await kit(page)
    .locator('figure:has(+ a[download])')
    .evaluateAll((figures) =>
      figures.map((figure) => {
        const frame = figure.firstElementChild?.getBoundingClientRect() ?? new DOMRect()
        return { shown: frame.width / frame.height, said: figure.nextElementSibling?.getAttribute('aria-label') ?? '' }
      }),
    )
  expect(tiles.length).toBe(1 + (press?.photos.length ?? 0) + books.length)
  for (const { shown, said } of tiles) {
    const [width, height] = statedSize(said)
    expect(shown, said).toBeCloseTo(width / height, 2)
  }
}

/** The two numbers of a size said in the site's words ("JPEG, 1,600 × 1,067 pixels"), whatever its digit grouping. */
const statedSize = (text: string) => {
  const [, width, height] = text.match(/(\d[\d.,\s\u00a0\u202f]*)×\s*(\d[\d.,\s\u00a0\u202f]*)/) ?? []
  return [width, height].map((number) => Number(number?.replace(/\D/g, '')))
}

/** Everything the page says and links to, checked against the content: as HTML alone, and again once live. */
async function checkTheKit(page: Page) {
  await expect(page).toHaveTitle(fill(words.pageTitles.press, { name: author.name }))
  const article = kit(page)
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(words.press.heading)
  await expect(article.getByRole('region', { name: words.press.shortBio })).toContainText(press?.shortBio ?? '')
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(
    [
      words.press.shortBio,
      words.press.longBio,
      ...((press?.photos.length ?? 0) > 0 ? [words.press.photos] : []),
      words.press.covers,
      ...(pressQuotes(content).length > 0 ? [words.press.quotes] : []),
      ...(contacts.length > 0 ? [words.press.contacts] : []),
    ],
    { useInnerText: true },
  )
  // The portrait, each photo, each cover: the original as given, its size said, and that size the file's.
  const downloads = article.getByRole('link', { name: new RegExp(`^${words.press.download}`) })
  await expect(downloads).toHaveCount(1 + (press?.photos.length ?? 0) + books.length)
  for (const link of await downloads.all()) {
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/assets\/press\//)
    await expect(link).toHaveAttribute('download', /\.(svg|jpe?g|png|webp)$/)
    const response = await page.request.get(href)
    expect(response.status(), href).toBe(200)
    expect(response.headers()['content-type'], href).toMatch(/^image\//)
    const said = (await link.getAttribute('aria-label')) ?? ''
    const drawn = await page.evaluate(async (source) => {
      const image = new Image()
      image.src = source
      await image.decode()
      return [image.naturalWidth, image.naturalHeight]
    }, href)
    expect(drawn, said).toEqual(statedSize(said))
  }
  const quotes = article.getByRole('region', { name: words.press.quotes }).getByRole('blockquote')
  await expect(quotes).toHaveCount(pressQuotes(content).length)
  for (const [index, quote] of pressQuotes(content).entries())
    await expect(quotes.nth(index)).toContainText(quote.quote)
  // The books' titles in italics: in the short biography where it names them, and in each quote's credit.
  const named = titleParts(press?.shortBio ?? '', titles).filter((part) => part.title)
  const shortTitles = article.getByRole('region', { name: words.press.shortBio }).locator('cite')
  await expect(shortTitles).toHaveText(named.map((part) => part.text))
  for (const cite of await article.locator('cite').all()) await expect(cite).toHaveCSS('font-style', 'italic')
  const credits = article.getByRole('region', { name: words.press.quotes }).locator('figcaption cite')
  await expect(credits).toHaveText(pressQuotes(content).map((quote) => quote.title))
  // Every contact's email as a mail link, in the kit; the footer does not say them twice here, nor link back.
  const contactLinks = article.getByRole('region', { name: words.press.contacts }).getByRole('link')
  for (const { email } of contacts.filter((contact) => contact.email))
    await expect(contactLinks.filter({ hasText: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(page.getByRole('contentinfo').getByText(words.footer.contacts, { exact: true })).toHaveCount(0)
  await expect(pressLink(page)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
}

test.describe('the press kit on a phone', () => {
  test.skip(!press, 'the content has no press.md')
  test.use(phone)

  test('prerendered, before any script: the biographies, every download the size it says, the quotes, the mail links; a download tapped on the smallest phone', async ({
    page,
  }) => {
    await holdApp(page)
    const response = await page.goto('/press')
    expect(response?.status()).toBe(200)
    // The head as search engines and link previews read it; inside the app only the tab's title follows the page.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      fill(words.pageTitles.pressText, { name: author.name }),
    )
    await checkTheKit(page)
    // Copying needs the app: until it runs, the biography is text to select, with no button that does nothing.
    await expect(page.getByRole('button', { name: words.press.copyShort })).toHaveCount(0)
    // On the smallest phone too; a download tapped before any script saves the file its link names.
    const portrait = kit(page)
      .getByRole('link', { name: new RegExp(`^${words.press.download}`) })
      .first()
    await expectOnEachPhone(page, portrait)
    // The author's face where a journalist meets it: right after the short biography, before the long one.
    const [short, face, long] = await Promise.all(
      [
        kit(page).getByRole('region', { name: words.press.shortBio }),
        portrait,
        kit(page).getByRole('region', { name: words.press.longBio }),
      ].map((part) => part.boundingBox()),
    )
    expect(face!.y, 'the portrait after the short biography').toBeGreaterThanOrEqual(short!.y + short!.height)
    expect(face!.y + face!.height, 'and before the long one').toBeLessThanOrEqual(long!.y)
    const [download] = await Promise.all([page.waitForEvent('download'), portrait.click()])
    expect(download.suggestedFilename()).toBe(await portrait.getAttribute('download'))
  })

  test('live, reached from the home’s footer: the same kit, and a biography copied in one tap', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/')
    await waitUntilLive(page)
    await pressLink(page).click()
    await expect(page).toHaveURL(/\/press$/)
    await checkTheKit(page)
    await kit(page).getByRole('button', { name: words.press.copyShort }).click()
    await expect(kit(page).getByRole('status').first()).toHaveText(words.press.copied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(press?.shortBio)
  })
})

test('as HTML alone, the author’s face beside the short biography on a wide screen, the biographies in one measure, each image at its own shape, each row of covers level with whole titles', async ({
  page,
}) => {
  test.skip(!press, 'the content has no press.md')
  await holdApp(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/press')
  // The portrait's tile, its Download included, and the start of the short biography on the first screen.
  // Its Download's name holds the portrait's ("Download Portrait of …, JPEG, …"): a name given as text matches a part.
  const portrait = kit(page).getByRole('link', { name: fill(words.about.portrait, { name: author.name }) })
  const portraitFoot = await portrait.boundingBox()
  expect(portraitFoot?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(900 - (portraitFoot?.height ?? 0))
  // The face itself from its top: the image is the figure's first part, just before the Download.
  const face = await kit(page).locator('figure:has(+ a[download])').first().locator('> div').boundingBox()
  expect(face?.y ?? Number.NEGATIVE_INFINITY).toBeGreaterThanOrEqual(0)
  const shortBio = await kit(page)
    .getByRole('region', { name: words.press.shortBio })
    .locator('p')
    .first()
    .boundingBox()
  expect(shortBio?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(900)
  // Beside it, not under it: the portrait's Download lies to the right of the short biography.
  expect(portraitFoot?.x ?? 0).toBeGreaterThan((shortBio?.x ?? 0) + (shortBio?.width ?? 0))
  for (const viewport of [{ width: 1440, height: 900 }, phone.viewport, { width: 360, height: 640 }]) {
    await page.setViewportSize(viewport)
    // The intro, both biographies and their rules end at one edge (the short one's larger words ran 32 px further).
    await expectOneColumn(
      page,
      `#press-heading, #press-heading + p, ${bios.map((bio) => `section:has(> #${bio}), #${bio} ~ *`).join(', ')}`,
    )
    await framedAtTheirShapes(page)
    const row = await firstRowOfCovers(page)
    // A row to compare wherever there are two covers (an author of one book has one tile).
    expect(row.length, `${viewport.width}: covers in the first row`).toBe(
      Math.min(books.length, 2 + Number(viewport.width >= 640) + Number(viewport.width >= 1024)),
    )
    // The covers stand on one line, their titles (whole, however long) start on the next, their Downloads level.
    for (const part of ['imageFoot', 'titleTop', 'downloadTop'] as const)
      for (const tile of row) expect(tile[part], `${viewport.width}: ${part}`).toBeCloseTo(row[0][part], 0)
    for (const tile of row) expect(tile.titleWhole, `${viewport.width}: a title cut short`).toBe(true)
  }
})

test.describe('with the worker', () => {
  test.use(withTheWorker)

  test('the press kit loads without a shift, and read once is kept by the worker and opens offline', async ({
    page,
    context,
  }) => {
    test.skip(!press, 'the content has no press.md')
    const layoutShift = await watchLayoutShifts(page)
    await page.goto('/press')
    await waitUntilLive(page)
    // The Copy buttons' row is held from the first paint, each image's box is its own shape before it comes.
    const shift = await layoutShift()
    expect(shift.score, shift.moved).toBeLessThan(0.001)
    await readAgainUntilKept(page)
    await context.setOffline(true)
    await page.reload()
    await expect(kit(page).getByRole('heading', { level: 1 })).toHaveText(words.press.heading)
    await expect(kit(page).getByRole('region', { name: words.press.shortBio })).toContainText(press?.shortBio ?? '')
  })
})

test('without press.md: no press kit, and no link to one', async ({ page }) => {
  test.skip(press !== undefined, 'the content has a press.md')
  expect((await page.request.get('/press')).status()).toBe(404)
  await page.goto('/')
  await expect(pressLink(page)).toHaveCount(0)
})
