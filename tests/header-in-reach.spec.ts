// The header in reach on every page: it stays at the top of a long page; on a phone it steps aside as the reader
// scrolls down into a text and comes back as they scroll up. Whatever a #address or the keyboard brings into view
// lands below it, not under it (WCAG 2.4.11), and nothing on the page moves as it comes and goes.
import type { Locator, Page } from '@playwright/test'
import { holdApp } from './support/hold-app.ts'
import { type Shifts, watchLayoutShifts } from './support/layout-shifts.ts'
import { waitUntilLive } from './support/live.ts'
import { sampleBook as book } from './support/page-kinds.ts'
import { readerSizes } from './support/reader-sizes.ts'
import { sharedPage } from './support/shared-page.ts'
import { siteLink, siteNav } from './support/site-nav.ts'
import { expect, test } from './support/test.ts'

const banner = (page: Page) => page.getByRole('banner')

/** Where the header's bottom edge is on the screen: 0 or less once it is out of the way. */
async function headerBottom(page: Page) {
  const { y, height } = (await banner(page).boundingBox())!
  return y + height
}

/** Lets the header's slide (0.3 s, none with reduced motion) end before it is measured. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .querySelector('header')!
        .getAnimations()
        .map((one) => one.finished),
    ),
  )

/** Scrolls as a reader's finger or wheel does, a step at a time, each step a scroll the page hears. */
async function scrollBy(page: Page, distance: number) {
  const steps = Math.ceil(Math.abs(distance) / 200)
  for (let step = 0; step < steps; step++) {
    await page.mouse.wheel(0, distance / steps)
    await page.evaluate(() => new Promise(requestAnimationFrame))
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await settled(page)
}

const pages = [
  { kind: 'book', path: `/books/${book.slug}` },
  ...(book.sample ? [{ kind: 'sample', path: `/books/${book.slug}/sample` }] : []),
]

/**
 * Scrolls a live page from its top down to its end, and on a phone back up a little: the header steps aside and
 * comes back (or, wider, stays), moving nothing. The page is at its top first, as a page just opened is.
 */
async function scrollDownAndBack(
  page: Page,
  viewport: { width: number; height: number },
  shifts: () => Promise<Shifts>,
) {
  const phone = viewport.width < 768
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await settled(page)
  expect((await banner(page).boundingBox())?.y).toBe(0)
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  // Down to the page's end, a screen or more below its top.
  await scrollBy(page, await page.evaluate(() => document.documentElement.scrollHeight - innerHeight))
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(viewport.height)
  // What the page's own sections shift as they lay out near the end is theirs (layout-stability.spec.ts).
  const before = await shifts()
  if (phone) {
    // The reader's lines reach the top of the screen: the header gives them its row.
    expect(await headerBottom(page)).toBeLessThanOrEqual(0)
    await scrollBy(page, -100)
  }
  expect((await banner(page).boundingBox())?.y).toBe(0)
  await expect(siteNav(page).getByRole('link').first()).toBeInViewport()
  // The header came back over the page, moving none of it.
  const after = await shifts()
  expect(after.score, after.moved.slice(before.moved.length)).toBe(before.score)
}

const longScrollTitle = (kind: string, phone: boolean) =>
  `on the ${kind} page, after a long scroll down the header is ${phone ? 'out of the way, and one scroll up brings it back' : 'still at the top'}; nothing moves`

/** A home link's section, scrolled to by the live app on the home, lands below the header. */
async function followHomeLink(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await (await siteLink(page, 'Contact')).click()
  await expect(page).toHaveURL(/\/#contact$/)
  await settled(page)
  const section = page.locator('#contact')
  await expect(section).toBeInViewport()
  expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page))
}
const homeLinkTitle = 'on the home, a header link to a section scrolls it to below the header once the code runs'

const phones = readerSizes.filter((viewport) => viewport.width < 768)
const laptop = readerSizes[2]

// On a phone one live page of each kind serves both phones' sizes: turned to the next and scrolled back to its top,
// the header and the page are where a page just opened at that size has them (the header's hook reads the scroll).
for (const { kind, path } of pages)
  test.describe(`the ${kind} page on a phone`, () => {
    let shifts: () => Promise<Shifts>
    const shared = sharedPage(
      async (page) => {
        shifts = await watchLayoutShifts(page)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      },
      { viewport: phones[0], hasTouch: true },
    )
    for (const viewport of phones)
      test(`at ${viewport.width}×${viewport.height}, ${longScrollTitle(kind, true)}`, async () => {
        const page = shared()
        await page.setViewportSize(viewport)
        await scrollDownAndBack(page, viewport, shifts)
      })
  })

test.describe('the home on a phone, live', () => {
  const shared = sharedPage(
    async (page) => {
      await page.goto('/')
      await waitUntilLive(page)
    },
    { viewport: phones[0], hasTouch: true },
  )
  // The address the link gave is taken back, so the next size's tap changes it again.
  test.afterEach(() => shared().evaluate(() => history.replaceState(null, '', '/')))
  for (const viewport of phones)
    test(`at ${viewport.width}×${viewport.height}, ${homeLinkTitle}`, async () => {
      const page = shared()
      await page.setViewportSize(viewport)
      await followHomeLink(page)
    })
})

test.describe(`at ${laptop.width}×${laptop.height}`, () => {
  test.use({ viewport: laptop })

  for (const { kind, path } of pages)
    test(longScrollTitle(kind, false), async ({ page }) => {
      const shifts = await watchLayoutShifts(page)
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      await scrollDownAndBack(page, laptop, shifts)
    })

  test(homeLinkTitle, async ({ page }) => {
    await page.goto('/')
    await waitUntilLive(page)
    await followHomeLink(page)
  })
})

for (const viewport of readerSizes) {
  const phone = viewport.width < 768
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: phone })

    test('the home’s sections reached by their #address before the code runs start below the header', async ({
      page,
    }) => {
      await holdApp(page)
      for (const id of ['about', 'books', 'contact']) {
        await page.goto(`/#${id}`)
        const section = page.locator(`#${id}`)
        await expect(section).toBeInViewport()
        expect((await section.boundingBox())!.y, id).toBeGreaterThanOrEqual(await headerBottom(page))
      }
    })

    test('a header link to a section of the home, followed from a book page before the code runs, shows it below the header', async ({
      page,
    }) => {
      await holdApp(page)
      await page.goto(`/books/${book.slug}`)
      await (await siteLink(page, 'Contact')).click()
      await expect(page).toHaveURL(/\/#contact$/)
      const section = page.locator('#contact')
      await expect(section).toBeInViewport()
      expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page))
    })
  })
}

/** The element with focus and the header, as boxes on the screen. */
const focusedBelowHeader = async (page: Page, focused: Locator) => {
  const box = (await focused.boundingBox())!
  return box.y >= (await headerBottom(page))
}

test.describe('the keyboard', () => {
  test.use({ viewport: readerSizes[2] })

  test('going back up a page with Shift+Tab, each focused link or button shows whole below the header', async ({
    page,
  }) => {
    await page.goto(`/books/${book.slug}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    // From the page's end, back up through its controls, as a keyboard reader returning to the top does.
    await page.getByRole('contentinfo').getByRole('link').last().focus()
    const hidden: string[] = []
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Shift+Tab')
      const focused = page.locator(':focus')
      if ((await focused.count()) === 0 || (await banner(page).locator(':focus').count()) > 0) break
      // The page glides to it once the reader has acted (smooth scrolling): it has a moment to arrive.
      const shown = await expect
        .poll(() => focusedBelowHeader(page, focused), { timeout: 2000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        )
      if (!shown) hidden.push((await focused.textContent())?.trim() ?? '')
    }
    expect(hidden).toEqual([])
  })

  test('on a phone, Tab into the header while it is away brings it back', async ({ page }) => {
    await page.setViewportSize(readerSizes[1])
    await page.goto(`/books/${book.slug}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.mouse.move(100, 400)
    await scrollBy(page, 2000)
    expect(await headerBottom(page)).toBeLessThanOrEqual(0)
    const scrolled = await page.evaluate(() => scrollY)
    // Focus arrives without scrolling the page, as a Tab from the page's start does: the header itself comes back.
    await siteNav(page)
      .getByRole('link')
      .first()
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }))
    await settled(page)
    expect((await banner(page).boundingBox())?.y).toBe(0)
    expect(await page.evaluate(() => scrollY)).toBe(scrolled)
  })
})
