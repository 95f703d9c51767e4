// No floating button sits over the sample's or a news post's text as the reader reads it, or over a book page's Share.
// The theme button floats in the corner on every page; on a sample's page wider than a phone the chapter's column is
// clear of it, and on a phone, where a reading page's lines run under the corner, it is in the header's row instead.
import type { Page } from '@playwright/test'
import { postEntry, publishedPosts } from '../tooling/content/news.ts'
import { chatButton } from './support/chat.ts'
import { content } from './support/content.ts'
import { waitUntilLive } from './support/live.ts'
import { readerSizes, touchScreen } from './support/reader-sizes.ts'
import { sharedPage } from './support/shared-page.ts'
import { expect, test } from './support/test.ts'

const book = content.books.find((one) => one.sample) ?? content.books[0]
const [post] = publishedPosts(content.news).map((one) => postEntry(one, content.site.language))

/** The parts of `targets` that a fixed-position button or link (a notification's aside) lies over. */
function covered(page: Page, targets: string) {
  return page.evaluate((selector) => {
    const floating = [...document.querySelectorAll<HTMLElement>('button, a[href]')].filter((control) => {
      if (control.closest('[aria-label="Notifications"]')) return false
      for (let part: HTMLElement | null = control; part; part = part.parentElement)
        if (getComputedStyle(part).position === 'fixed') {
          // One stepped off the screen's edge lies over nothing the reader sees.
          const { width, top, bottom } = control.getBoundingClientRect()
          return width > 0 && top < innerHeight && bottom > 0
        }
      return false
    })
    const hits: string[] = []
    for (const target of document.querySelectorAll<HTMLElement>(selector)) {
      const box = target.getBoundingClientRect()
      if (box.bottom < 0 || box.top > innerHeight) continue
      for (const control of floating) {
        const over = control.getBoundingClientRect()
        if (over.left < box.right && box.left < over.right && over.top < box.bottom && box.top < over.bottom)
          hits.push(
            `${control.getAttribute('aria-label') ?? control.textContent} over "${target.textContent?.slice(0, 30)}"`,
          )
      }
    }
    return hits
  }, targets)
}

const themeButton = (page: Page) => page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })
const sampleLines = 'article[aria-labelledby="sample-title"] :is(h1, p)'
const postLines = 'article[aria-labelledby="post-heading"] :is(h1, p, li)'

/** Reads down a page from its top to its end, a quarter at a time: nothing floats over its lines. */
async function readDown(page: Page, lines: string) {
  expect(await covered(page, lines), 'as the page opens').toEqual([])
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), fraction * height)
    expect(await covered(page, lines), `at ${fraction * 100}% scrolled`).toEqual([])
  }
}

/** Brings the book page's Share button into view: nothing floats over it. */
async function shareClear(page: Page) {
  // The theme button floats here as on the home: it is among the controls measured.
  await expect(themeButton(page)).toBeVisible()
  const share = page.getByRole('button', { name: `Share ${book.title}` })
  await share.scrollIntoViewIfNeeded()
  expect(await covered(page, `[aria-label=${JSON.stringify(`Share ${book.title}`)}]`)).toEqual([])
}

const sizes = [...readerSizes.slice(0, 2), { width: 768, height: 1024 }, readerSizes[2]]
const touchSizes = sizes.filter(touchScreen)
const laptop = readerSizes[2]

/**
 * A live page opened once for the touch screens' sizes, turned to each and taken back to its top: as a page just
 * opened, its floating buttons in reach (the theme button on screen, in a corner or the header's row).
 */
function sharedOnTouchScreens(path: string) {
  const shared = sharedPage(
    async (page) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    },
    { viewport: touchSizes[0], hasTouch: true },
  )
  return async (viewport: { width: number; height: number }) => {
    const page = shared()
    await page.setViewportSize(viewport)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(themeButton(page)).toBeInViewport()
    return page
  }
}

test.describe('the sample’s page on a touch screen', () => {
  test.skip(!book.sample, 'no book has a sample chapter')
  const at = sharedOnTouchScreens(`/books/${book.slug}/sample`)
  for (const viewport of touchSizes)
    test(`at ${viewport.width}×${viewport.height}, nothing floats over the sample chapter’s text as the reader reads down it, to its end`, async () => {
      await readDown(await at(viewport), sampleLines)
    })
})

test.describe('a news post on a phone', () => {
  test.skip(!post, 'the content has no news')
  const at = sharedOnTouchScreens(`/news/${post?.slug}`)
  for (const viewport of readerSizes.slice(0, 2))
    test(`at ${viewport.width}×${viewport.height}, nothing floats over the post’s text as the reader reads down it, to its end`, async () => {
      await readDown(await at(viewport), postLines)
    })
})

test.describe('a book’s page on a touch screen', () => {
  const at = sharedOnTouchScreens(`/books/${book.slug}`)
  for (const viewport of touchSizes)
    test(`at ${viewport.width}×${viewport.height}, nothing floats over a book page’s Share button`, async () => {
      await shareClear(await at(viewport))
    })
})

for (const viewport of readerSizes)
  test(`at ${viewport.width}×${viewport.height}, nothing floats over the footer’s links on a short page, the 404, as it opens; at its end the theme button is back, clear of them`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/no/such/page')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    expect(await covered(page, 'footer a'), 'as the page opens').toEqual([])
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect(themeButton(page)).toBeInViewport()
    expect(await covered(page, 'footer a'), 'at its end').toEqual([])
  })

test.describe(`at ${laptop.width}×${laptop.height}`, () => {
  test.use({ viewport: laptop })

  test('nothing floats over the sample chapter’s text as the reader reads down it, to its end', async ({ page }) => {
    test.skip(!book.sample, 'no book has a sample chapter')
    await page.goto(`/books/${book.slug}/sample`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await readDown(page, sampleLines)
  })

  test('nothing floats over a book page’s Share button', async ({ page }) => {
    await page.goto(`/books/${book.slug}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await shareClear(page)
  })
})

for (const viewport of sizes)
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: touchScreen(viewport) })

    test('on a phone the floating buttons keep off the home’s first screen, step away while the reader reads down and come back on the way up, clear of its end and of a field being typed in', async ({
      page,
    }) => {
      test.skip(viewport.width >= 768, 'wider, they stand beside the page’s column')
      await page.goto('/')
      await waitUntilLive(page)
      const floating = [chatButton(page), themeButton(page)]
      // The first screen is the hero's and its lead book's: they keep off it, yet the keyboard reaches them there (the
      // last stops of the page's order), each coming as it takes the focus.
      for (const button of floating) await expect(button).not.toBeInViewport()
      await page.keyboard.press('Shift+Tab')
      await expect(chatButton(page)).toBeFocused()
      await expect(chatButton(page)).toBeInViewport()
      await expect(themeButton(page)).not.toBeInViewport()
      await page.keyboard.press('Shift+Tab')
      await expect(themeButton(page)).toBeFocused()
      await expect(themeButton(page)).toBeInViewport()
      await themeButton(page).blur()
      const read = 'main :is(h1, h2, h3, p, li, a, button, input, textarea, img)'
      await page.mouse.move(viewport.width / 2, viewport.height / 2)
      const wheel = async (distance: number) => {
        for (let step = 0; step < Math.abs(distance) / 200; step++) {
          await page.mouse.wheel(0, Math.sign(distance) * 200)
          await page.evaluate(() => new Promise(requestAnimationFrame))
        }
      }
      // Two screens down, past the hero: the buttons are off the screen's bottom, over nothing.
      await wheel(2 * viewport.height)
      for (const button of floating) await expect(button).not.toBeInViewport()
      expect(await covered(page, read), 'reading down').toEqual([])
      // A little way back up they are in reach again, as the header is.
      await wheel(-100)
      for (const button of floating) await expect(button).toBeInViewport()
      // A field being typed in: never under them, whatever the scroll.
      const field = page.locator('#contact textarea')
      await field.focus()
      await expect(field).toBeInViewport()
      for (const button of floating) await expect(button).not.toBeInViewport()
      expect(await covered(page, '#contact :is(input, textarea, button)'), 'typing').toEqual([])
      await field.blur()
      // Read down to the page's end: there they are back in reach, over none of its last lines.
      // By the page's whole height, past what is left: sections that come alive on the way may lengthen it.
      await wheel(await page.evaluate(() => document.documentElement.scrollHeight))
      for (const button of floating) await expect(button).toBeInViewport()
      expect(await covered(page, 'footer :is(p, a, li)'), 'at the end').toEqual([])
    })
  })
