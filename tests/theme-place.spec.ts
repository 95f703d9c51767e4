// The theme button in one place on every page: floating in the bottom corner where lines end, where the spec puts the
// home's, once nothing it would lie over is there; on a phone's sample page, whose chapter runs under the corner, in the header's row. The header is the same on every page (the name's weight, its row), and on a wide screen every
// page's content starts where the header's row does.
import type { Page } from '@playwright/test'
import { pastTheHero } from './support/floating.ts'
import { sampleBook as book } from './support/page-kinds.ts'
import { readerSizes } from './support/reader-sizes.ts'
import { siteNav } from './support/site-nav.ts'
import { expect, test } from './support/test.ts'

const themeButton = (page: Page) => page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })

const places = [
  { kind: 'home', path: '/' },
  { kind: 'book', path: `/books/${book.slug}` },
  ...(book.sample ? [{ kind: 'sample', path: `/books/${book.slug}/sample` }] : []),
  { kind: 'catalogue', path: '/books' },
  { kind: '404', path: '/no/such/page' },
]
/**
 * The page kinds whose content is a column under the header's, not a full-width band like the home's hero. A sample's
 * is the chapter's narrower column, its way back over it (reader.spec.ts).
 */
const columned = new Set(['book', 'catalogue'])

for (const viewport of readerSizes)
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1000 })

    test('the theme button is in the same bottom corner on the home, a book, its sample (on a phone, in the header), the catalogue and the 404, under the same header', async ({
      page,
    }) => {
      const boxes: Record<string, unknown> = {}
      const headers: Record<string, unknown> = {}
      const phone = viewport.width < 768
      for (const { kind, path } of places) {
        await page.goto(path)
        // It appears once the app runs: one button, in the corner or, on a phone's sample page, in the header's row.
        await expect(themeButton(page)).toBeVisible()
        await expect(themeButton(page)).toHaveCount(1)
        const inHeader = phone && kind === 'sample'
        const inBanner = page.getByRole('banner').getByRole('button', { name: /theme/ })
        await expect(inBanner).toHaveCount(inHeader ? 1 : 0)
        if (viewport.width < 640 && (kind === 'home' || kind === 'book')) {
          // Every section laid out, as the reader meets them when scrolling (content-visibility stands in till then).
          await page.evaluate(() => delete document.documentElement.dataset.lazyLayout)
          const gaps = await page.locator('main > :not(:first-child)').evaluateAll((sections) => {
            const parts = 'h1, h2, p, img, a, button, input, li, dd, dt'
            const span = (section: Element) => {
              const boxes = [...section.querySelectorAll(parts)]
                .map((part) => part.getBoundingClientRect())
                .filter((box) => box.height > 0)
              return {
                top: Math.min(...boxes.map((box) => box.top)),
                bottom: Math.max(...boxes.map((box) => box.bottom)),
              }
            }
            return sections.slice(1).map((section, at) => Math.round(span(section).top - span(sections[at]).bottom))
          })
          // One rhythm on a phone: the sections after the first screen about 96 px apart, no empty band between.
          for (const gap of gaps) expect(gap, `${kind}: between sections`).toBeLessThanOrEqual(112)
        }
        // On the home it comes once the reader is past the hero: it keeps off the first screen. A short page (the 404,
        // the demo's catalogue on a laptop) has its footer's links in the corner as it opens: it comes at the page's
        // end, under them.
        if (kind === 'home') await pastTheHero(page)
        else if (await page.locator('html[data-corner-taken]').count())
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          )
        await expect(themeButton(page), `${kind}: in view`).toBeInViewport()
        if (!inHeader) await expect(themeButton(page), `${kind}: come to rest`).toHaveCSS('translate', 'none')
        const box = (await themeButton(page).boundingBox())!
        if (inHeader) {
          const nav = (await siteNav(page).boundingBox())!
          expect(box.y, 'sample: in the header’s row').toBeGreaterThanOrEqual(nav.y)
          expect(box.y + box.height, 'sample: in the header’s row').toBeLessThanOrEqual(nav.y + nav.height)
        } else {
          expect(box.x + box.width, `${kind}: at the end where lines end`).toBeGreaterThan(viewport.width - 80)
          expect(box.y + box.height, `${kind}: at the bottom`).toBeGreaterThan(viewport.height - 80)
          boxes[kind] = box
        }
        const name = siteNav(page).getByRole('link').first()
        const links = siteNav(page).locator('a:visible, summary:visible')
        headers[kind] = {
          weight: await name.evaluate((link) => getComputedStyle(link).fontWeight),
          // The name's own width may wait on its face, which swaps in when it lands; what follows it may not move.
          row: await links.evaluateAll((all) =>
            all.slice(1).map((one) => Math.round(one.getBoundingClientRect().right)),
          ),
        }
        if (viewport.width >= 1000 && columned.has(kind)) {
          const nav = (await siteNav(page).boundingBox())!
          const content = (await page.locator('main > :first-child').boundingBox())!
          expect(content.x, `${kind}: the content starts where the header's row does`).toBe(nav.x)
          expect(content.x + content.width, `${kind}: and ends where it ends`).toBe(nav.x + nav.width)
        }
      }
      for (const kind of Object.keys(boxes)) expect(boxes[kind], kind).toEqual(boxes.home)
      expect(headers.home).toMatchObject({ weight: '600' })
      for (const { kind } of places) expect(headers[kind], `${kind}: the header's name and row`).toEqual(headers.home)
    })
  })

test.describe('on a phone', () => {
  test.use({ viewport: readerSizes[0], hasTouch: true })

  test('on a book page, the theme button rises above the buy bar once the bar shows, and covers none of its controls', async ({
    page,
  }) => {
    await page.goto(`/books/${book.slug}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const bar = page.locator('[data-buy-bar]')
    // Down the page until the bar takes the screen's bottom: the edition choice under the title has scrolled away.
    await expect(async () => {
      await page.mouse.wheel(0, 300)
      await expect(bar).toBeVisible({ timeout: 200 })
    }).toPass()
    await expect(async () => {
      const button = (await themeButton(page).boundingBox())!
      const { y: barTop } = (await bar.boundingBox())!
      expect(button.y + button.height).toBeLessThanOrEqual(barTop)
    }).toPass()
  })
})
