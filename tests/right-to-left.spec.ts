import { join } from 'node:path'
import { readLocale } from '../tooling/content/words/locale-file.ts'
import { rtlAuthor } from './fixtures/make-rtl-author.ts'
import { rtlAuthorBuild } from './fixtures/second-author-build.ts'
import { axeViolations } from './support/axe.ts'
import { bookCard } from './support/book-card.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { startSwitchableServer } from './support/switchable-server.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

let server: Awaited<ReturnType<typeof startSwitchableServer>>
let outDir: string

test.beforeAll(async () => {
  test.setTimeout(300_000)
  outDir = (await rtlAuthorBuild()).outDir
  server = await startSwitchableServer(outDir)
})
test.afterAll(async () => server.close())

const bookPath = `/books/${rtlAuthor.book.slug}`
const paths = ['/', bookPath, `${bookPath}/sample`]

/** Opens a page as the host sends it: its prerendered file (the test's server answers only with the app's shell). */
async function open(page: Page, path: string) {
  if (path !== '/')
    await page.route(`${server.url}${path}`, (route) => route.fulfill({ path: join(outDir, `${path}.html`) }))
  await page.goto(`${server.url}${path}`)
  await waitUntilLive(page)
}

/** Where a control is on screen, once it shows. */
async function box(target: Locator) {
  await expect(target).toBeVisible()
  return (await target.boundingBox()) ?? { x: Number.NaN, y: Number.NaN, width: 0, height: 0 }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`at ${viewport.width}×${viewport.height} the home, a book and a sample run right to left, fit the width and pass axe`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    for (const path of paths) {
      await open(page, path)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      // Content pushed past the left edge of a right-to-left page scrolls, and counts here, like past the right in English.
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement
        return { scrollWidth, clientWidth }
      })
      expect(scrollWidth, `${path} is no wider than the window`).toBeLessThanOrEqual(clientWidth)
      if (path === '/') {
        // A woman author (pronoun: she): the home's Arabic says her verbs and her title in the feminine.
        await expect(page.getByRole('heading', { name: 'عن المؤلفة' })).toBeAttached()
        await expect(page.getByRole('contentinfo')).toContainText('كي تردّ عليك ليلى.')
      }
      // Its review is a newspaper's (kind: press): under the press heading, not the readers', and without the stars
      // of its rating, as a newspaper's quote is no star rating.
      if (path === bookPath) {
        const press = page.getByRole('region', { name: String(readLocale('ar').details.press) })
        await expect(press.getByRole('blockquote')).toContainText('رواية جميلة.')
        await expect(press.getByRole('img')).toHaveCount(0)
        await expect(page.getByRole('heading', { name: String(readLocale('ar').details.reviews) })).toHaveCount(0)
      }
      // The chapter set as a book: its second paragraph's first line starts a 1.3 em indent in from the right, the first's flush.
      if (path.endsWith('/sample')) {
        const indents = await page.locator('article p').evaluateAll((paragraphs) =>
          paragraphs.map((paragraph) => {
            const range = document.createRange()
            range.setStart(paragraph.firstChild!, 0)
            range.setEnd(paragraph.firstChild!, 1)
            const fontSize = Number.parseFloat(getComputedStyle(paragraph).fontSize)
            return (paragraph.getBoundingClientRect().right - range.getBoundingClientRect().right) / fontSize
          }),
        )
        expect(indents[0]).toBeCloseTo(0, 1)
        expect(indents[1]).toBeCloseTo(1.3, 1)
      }
      expect(await axeViolations(page), path).toEqual([])
    }
  })

test('the layout mirrors: the name at the right, the theme button bottom left, the chat bottom right, the offline pill left', async ({
  page,
  context,
}) => {
  const { width, height } = { width: 1280, height: 800 }
  await page.setViewportSize({ width, height })
  await open(page, '/')
  const name = await box(
    page
      .getByRole('navigation', { name: String(readLocale('ar').header.nav) })
      .getByRole('link', { name: rtlAuthor.name }),
  )
  // The content's column is 1152 px wide, in the middle: its right edge is 64 px from the window's.
  expect(name.x + name.width).toBeGreaterThan(width - 64 - 40)
  // Found by their icons: their names are in the site's language.
  const theme = await box(page.locator('button:has(svg.lucide-moon)'))
  expect(theme.x).toBeLessThan(40)
  expect(theme.y + theme.height).toBeGreaterThan(height - 40)
  const chat = await box(page.locator('button:has(svg.lucide-message-circle)'))
  expect(chat.x + chat.width).toBeGreaterThan(width - 40)

  await context.setOffline(true)
  const pill = page.locator('p[role="status"]:has(svg.lucide-wifi-off)')
  await expect(pill).toBeVisible()
  expect((await box(pill)).x).toBeLessThan(64 + 40)
  await context.setOffline(false)
})

test('a book in English on the Arabic site: its title and summary read left to right, the card around them right to left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const startApp = await holdApp(page)
  await page.goto(`${server.url}/`)
  const { title, summary } = rtlAuthor.englishBook
  const card = bookCard(page, title)
  const direction = (target: Locator) => target.evaluate((element) => getComputedStyle(element).direction)
  const readsEachWay = async () => {
    expect(await direction(card.getByRole('heading', { name: title }))).toBe('ltr')
    expect(await direction(card.getByText(summary))).toBe('ltr')
    expect(await direction(card)).toBe('rtl')
  }
  // As a slow phone shows the page before the app's code runs, and as the app then keeps it.
  await readsEachWay()
  startApp()
  await waitUntilLive(page)
  await readsEachWay()
})

test('the carousel mirrors: "previous" on the right, the left arrow key and a swipe right show the next image', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, bookPath)
  const region = page.getByRole('region', { name: `صور ${rtlAuthor.book.title}` })
  const previous = await box(region.getByRole('button', { name: 'الصورة السابقة' }))
  const next = await box(region.getByRole('button', { name: 'الصورة التالية' }))
  expect(previous.x).toBeGreaterThan(next.x)

  const slides = region.locator('[aria-roledescription="شريحة"]')
  /** The shown image: its dot is current and it has slid fully into view. */
  const showing = async (n: number) => {
    await expect(region.getByRole('button', { name: `اعرض الصورة ${n} من 3` })).toHaveAttribute('aria-current', 'true')
    await expect(slides.nth(n - 1)).toBeInViewport({ ratio: 0.95 })
  }
  await region.focus()
  await page.keyboard.press('ArrowLeft')
  await showing(2)
  await page.keyboard.press('ArrowRight')
  await showing(1)
  const track = slides.first().locator('../..')
  await track.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: 100, clientY: 300 })
  await track.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: 200, clientY: 310 })
  await showing(2)
})
