// @any-author: these tests hold for any author, and npm run test:second-author runs them against one
import type { Locator } from '@playwright/test'
import { bookCard } from './support/book-card.ts'
import { content } from './support/content.ts'
import { pastTheHero } from './support/floating.ts'
import { holdApp } from './support/hold-app.ts'
import { waitUntilLive } from './support/live.ts'
import { withoutShareSheet } from './support/no-share-sheet.ts'
import { ownBook } from './support/own-book.ts'
import { cardBook } from './support/page-kinds.ts'
import { sizesForTheContent } from './support/reader-sizes.ts'
import { sameForEveryAuthor } from './support/same-for-every-author.ts'
import { stubShareSheet } from './support/share-sheet.ts'
import { expect, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

// A reader on a slow phone acts as soon as the page is on screen, long before its code has run.
// Each test holds the app's scripts back while the reader acts, then lets them in: nothing is lost.
const book = cardBook

/** Visible to the reader: on screen, and neither it nor any part around it faded out. */
async function expectSeen(target: Locator) {
  await expect(target).toBeInViewport()
  await expect
    .poll(() =>
      target.evaluate((node) => {
        let opacity = 1
        for (let part: Element | null = node; part; part = part.parentElement)
          opacity *= Number(getComputedStyle(part).opacity)
        return opacity
      }),
    )
    .toBe(1)
}

/** Scrolled to at once, as a reader flicking down the page does (no smooth ride to wait for). */
const jumpTo = (target: Locator) => target.evaluate((node) => node.scrollIntoView({ behavior: 'instant' }))

for (const size of sizesForTheContent) {
  test.describe(`${size.width}×${size.height}`, () => {
    const phone = size.width < 768
    test.use({ viewport: size, hasTouch: phone, isMobile: phone })

    const tap = (target: Locator) => (phone ? target.tap() : target.click())

    test('every section and book shows while the app is held back, and when its code fails to download', async ({
      page,
    }) => {
      await holdApp(page)
      await page.goto('/')
      for (const card of await page.getByRole('article').all()) {
        await jumpTo(card)
        await expectSeen(card.getByRole('heading').first())
      }
      for (const id of ['about', 'contact']) {
        await jumpTo(page.locator(`#${id}`))
        await expectSeen(page.locator(`#${id} h2`))
      }

      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
      await page.goto('/#books')
      await expectSeen(page.locator('#books h2'))
      const last = page.getByRole('article').last()
      await jumpTo(last)
      await expectSeen(last.getByRole('heading').first())
    })

    test('a section below the first screen still enters as it is scrolled to', async ({ page }) => {
      await page.goto('/')
      const contact = page.locator('#contact')
      await expect(contact).toHaveAttribute('data-reveal-pending', '')
      await jumpTo(contact)
      await expectSeen(contact.locator('h2'))
      await expect(contact).not.toHaveAttribute('data-reveal-pending')
    })

    test('a page opened at a section is simply there: nothing on it waits to enter', async ({ page }) => {
      await page.goto('/#books')
      await expectSeen(page.locator('#books h2'))
      await page.waitForLoadState('load')
      await expect(page.locator('[data-reveal-pending]')).toHaveCount(0)
    })

    test('“View Details” tapped before the app runs opens the book’s own page', async ({ page }) => {
      const release = await holdApp(page)
      await page.goto('/')
      const card = bookCard(page, book.title)
      await jumpTo(card)
      await tap(card.getByRole('link', { name: 'View Details' }))
      await expect(page).toHaveURL(new RegExp(`/books/${book.slug}$`))
      await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
      const about = page.getByRole('region', { name: 'About This Book' })
      await expect(about).toContainText(book.description.paragraphs[0])
      release()
      await waitUntilLive(page)
      // The book's text is a module of its own: once the app has the page, the text is there, not a placeholder.
      await expect(about).toContainText(book.description.paragraphs[0])
      await expect(about.locator('[aria-busy="true"]')).toHaveCount(0)
    })

    test('“Explore Books” and “Get in Touch” tapped before the app runs take the reader there', async ({ page }) => {
      await holdApp(page)
      await page.goto('/')
      await tap(page.getByRole('link', { name: 'Explore Books' }))
      await expectSeen(page.locator('#books h2'))
      await jumpTo(page.locator('h1'))
      await tap(page.getByRole('link', { name: 'Get in Touch' }))
      await expectSeen(page.locator('#contact h2'))
    })

    test(
      'a contact field left empty before the app runs says what it needs once the app runs',
      sameForEveryAuthor,
      async ({ page }) => {
        const release = await holdApp(page)
        await page.goto('/#contact')
        const name = page.getByLabel('Name', { exact: true })
        await tap(name)
        await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
        await expect(page.getByText('Name is required')).toHaveCount(0)
        release()
        await expect(page.getByText('Name is required')).toBeVisible()
        await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com')
      },
    )

    test(
      '“Share” tapped on a book’s page before the app runs shares once the app runs, once',
      sameForEveryAuthor,
      async ({ page }) => {
        await withoutShareSheet(page)
        const release = await holdApp(page)
        await page.goto(`/books/${book.slug}`)
        await tap(page.getByRole('button', { name: `Share ${book.title}` }))
        await expect(page.getByText('Link copied')).toHaveCount(0)
        release()
        await expect(page.getByRole('status').getByText('Link copied')).toHaveCount(1)
        expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/books/${book.slug}`)
      },
    )

    test(
      '“Share” tapped on a book’s page before the app runs opens the share sheet at once, and only once',
      sameForEveryAuthor,
      async ({ page }) => {
        await stubShareSheet(page, 'share')
        const release = await holdApp(page)
        await page.goto(`/books/${book.slug}`)
        await tap(page.getByRole('button', { name: `Share ${book.title}` }))
        await expect
          .poll(() => page.evaluate(() => window.shared.map(({ title, url }) => ({ title, url }))))
          .toEqual([{ title: book.title, url: expect.stringMatching(new RegExp(`/books/${book.slug}$`)) }])
        release()
        await waitUntilLive(page)
        expect(await page.evaluate(() => window.shared.length)).toBe(1)
        await expect(page.getByText('Link copied')).toHaveCount(0)
      },
    )

    test('a book’s “Read a sample” and buy link work before the app runs; its text size acts on the first tap', async ({
      page,
      context,
    }) => {
      const withSample = content.books.find((candidate) => candidate.sample) ?? book
      await context.route(/^https?:\/\/(?!localhost)/, (route) =>
        route.fulfill({ body: 'a store', contentType: 'text/plain' }),
      )
      const release = await holdApp(page)
      await page.goto(`/books/${withSample.slug}`)
      const buy = ownBook(page)
        .getByRole('link', { name: /^Buy on / })
        .first()
      const [store] = await Promise.all([context.waitForEvent('page'), tap(buy)])
      expect(store.url()).toBe(new URL(withSample.editions[0].buy[0].url).href)
      await store.close()
      if (!withSample.sample) return
      await tap(ownBook(page).getByRole('link', { name: 'Read a sample' }))
      await expect(page).toHaveURL(new RegExp(`/books/${withSample.slug}/sample$`))
      await expect(page.getByRole('article', { name: withSample.sample.title })).toBeVisible()
      release()
      const before = await page.evaluate(() => document.documentElement.dataset.textSize ?? '3')
      await tap(page.getByRole('button', { name: 'Larger text' }))
      await expect(page.locator('html')).not.toHaveAttribute('data-text-size', before)
    })

    test(
      'the theme and chat buttons act on the first tap, as soon as they appear',
      sameForEveryAuthor,
      async ({ page }) => {
        const release = await holdApp(page)
        await page.goto('/')
        // They keep off the first screen, the hero's: the reader has scrolled past it while the app starts.
        await pastTheHero(page)
        release()
        const theme = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
        await tap(theme)
        await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/)
        await tap(page.getByRole('button', { name: 'Chat', exact: true }))
        await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible()
      },
    )
  })
}
