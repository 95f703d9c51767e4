// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

// The way through the site: a header on every kind of page, in the prerendered HTML, so it works
// while the app's code is held back; small on phones, every link a 44 px target, and a keyboard path through it.
import type { Page } from '@playwright/test'
import { publishedPosts } from '../tooling/content/news.ts'
import { content } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { tabTo } from './support/keyboard.ts'
import { waitUntilLive } from './support/live.ts'
import { errorsOf } from './support/page-errors.ts'
import { sampleBook as book, hasCatalogue as catalogue, pageKinds } from './support/page-kinds.ts'
import { phonesForTheContent, readerSizes, sizesForTheContent, touchScreen } from './support/reader-sizes.ts'
import { sharedHeldPage } from './support/shared-page.ts'
import { openSiteMenu, siteLink, siteMenu, siteNav } from './support/site-nav.ts'
import { expect, test } from './support/test.ts'

const { readings, site, author, news, press } = content

// Restated from the content, not from the header's own code: the parts a reader of this author's site can reach.
const expectedLinks = [
  'Books',
  ...(readings.readings.length > 0 ? ['Events'] : []),
  ...(publishedPosts(news).length > 0 ? ['News'] : []),
  ...(press ? ['Press'] : []),
  'About',
  ...(site.newsletter?.showOn.includes('home') ? ['Newsletter'] : []),
  'Contact',
]

/** The header as the prerendered HTML draws it at `viewport`, its code held back: one row, every link whole, 44 px. */
async function expectHeaderBeforeCode(page: Page, viewport: { width: number; height: number }) {
  // One row of 44 px targets: two would be 88 px and more.
  expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(60)
  // A phone's links are behind "Menu", which opens before the app runs; they drop over the page.
  const menu = await siteMenu(page).isVisible()
  await openSiteMenu(page)
  const nav = siteNav(page)
  const links = nav.getByRole('link')
  await expect(links).toHaveText([author.name, ...expectedLinks])
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!
    const name = (await link.textContent()) ?? ''
    expect(box.width, name).toBeGreaterThanOrEqual(44)
    expect(box.height, name).toBeGreaterThanOrEqual(44)
    // Whole on the first screen: none scrolled out of a row too narrow for it.
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(box.y + box.height).toBeLessThanOrEqual(menu ? viewport.height : viewport.height / 4)
  }
}

// On a phone each kind of page is loaded once, its code held back, and turned to each phone's size: the header's
// layout there is its CSS's alone, so a resized page lays it out as a page first loaded at that size does.
for (const { kind, path } of pageKinds)
  test.describe(`the ${kind} page on a phone, before its code runs`, () => {
    const shared = sharedHeldPage(path, { viewport: phonesForTheContent[0], hasTouch: true })
    // Each test closes the menu it opened: the next size's test finds the page as it was loaded.
    test.afterEach(() =>
      siteNav(shared())
        .locator('details')
        .evaluate((menu: HTMLDetailsElement) => {
          menu.open = false
        }),
    )
    for (const viewport of phonesForTheContent)
      test(`at ${viewport.width}×${viewport.height}, the ${kind} page has the header before its code runs: one row, every link whole on screen, 44 px, in order`, async () => {
        const page = shared()
        await page.setViewportSize(viewport)
        await expectHeaderBeforeCode(page, viewport)
      })
  })

for (const viewport of sizesForTheContent)
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: touchScreen(viewport) })

    if (!touchScreen(viewport))
      for (const { kind, path } of pageKinds)
        test(`the ${kind} page has the header before its code runs: one row, every link whole on screen, 44 px, in order`, async ({
          page,
        }) => {
          await holdApp(page)
          await page.goto(path)
          await expectHeaderBeforeCode(page, viewport)
        })

    test('the 404 page has the same header once the app has drawn it', async ({ page }) => {
      await page.goto('/no/such/page')
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      await openSiteMenu(page)
      await expect(siteNav(page).getByRole('link')).toHaveText([author.name, ...expectedLinks])
    })

    test('a tap on a header link before the code runs goes where it says', async ({ page }) => {
      await holdApp(page)
      await page.goto(`/books/${book.slug}`)
      await (await siteLink(page, 'Contact')).click()
      await expect(page).toHaveURL(/\/#contact$/)
      await expect(page.locator('#contact')).toBeInViewport()
      await (await siteLink(page, 'Books')).click()
      if (catalogue) await expect(page.getByRole('heading', { level: 1 })).toHaveText('All books')
      else await expect(page.locator('#books')).toBeInViewport()
      await siteNav(page).getByRole('link', { name: author.name }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name)
    })
  })

test.describe('the keyboard', () => {
  test('on the home, Tab walks the header in order first, and Enter follows a link', async ({ page }) => {
    await page.goto('/')
    await waitUntilLive(page)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    const reached: string[] = []
    for (const _ of [author.name, ...expectedLinks]) {
      await page.keyboard.press('Tab')
      reached.push((await page.locator(':focus').textContent()) ?? '')
    }
    expect(reached).toEqual([author.name, ...expectedLinks])
    // Focus shows where it is.
    const outline = await page.locator(':focus').evaluate((node) => getComputedStyle(node).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('on a book page, the header ends with its links; the theme button, in the corner as on the home, works from the keyboard', async ({
    page,
  }) => {
    await page.goto(`/books/${book.slug}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await tabTo(page, 'Contact')
    await page.keyboard.press('Tab')
    await expect(siteNav(page).locator(':focus')).toHaveCount(0)
    await tabTo(page, /^Switch to (dark|light) theme$/)
    const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!wasDark)
  })
})

test.describe('the phone’s menu', () => {
  test.use({ viewport: readerSizes[1], hasTouch: true })
  const isOpen = (page: Page) =>
    siteNav(page)
      .locator('details')
      .evaluate((menu: HTMLDetailsElement) => menu.open)

  test('opens from the keyboard before the code runs; the app adopts it open; Escape then closes it and gives focus back', async ({
    page,
  }) => {
    const errors = errorsOf(page)
    const startApp = await holdApp(page)
    await page.goto(`/books/${book.slug}`)
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveText(author.name)
    await page.keyboard.press('Tab')
    await expect(siteMenu(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveText(expectedLinks[0])
    expect(await isOpen(page)).toBe(true)
    startApp()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.keyboard.press('Escape')
    await expect.poll(() => isOpen(page)).toBe(false)
    await expect(siteMenu(page)).toBeFocused()
    // React adopted the header with its menu open, without a complaint.
    expect(errors).toEqual([])
  })

  test('a link to a section of the home closes it once the code runs, so the list is not left over the page', async ({
    page,
  }) => {
    await page.goto('/')
    await waitUntilLive(page)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await (await siteLink(page, 'About')).click()
    await expect(page).toHaveURL(/\/#about$/)
    await expect.poll(() => isOpen(page)).toBe(false)
    // A tap elsewhere closes it too.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await openSiteMenu(page)
    await page.mouse.click(5, 400)
    await expect.poll(() => isOpen(page)).toBe(false)
  })
})
