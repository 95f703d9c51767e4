// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import type { Locator, Page } from '@playwright/test'
import { homeBooks } from '../src/content/home-books.ts'
import { bookCard, tapViewDetails } from './support/book-card.ts'
import { content } from './support/content.ts'
import { holdApp } from './support/hold-app.ts'
import { sameForEveryAuthor } from './support/same-for-every-author.ts'
import { scrollAtRest } from './support/scroll-at-rest.ts'
import { expect, test } from './support/test.ts'

// A phone, where the home runs many screens long and the sections below the first one skip layout.
test.use({ viewport: { width: 390, height: 600 } })

/** Whether the browser has laid out what is inside the element (content-visibility skips it until near). */
const laidOut = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }))

// A section jumped to lands below the room the page keeps for its sticky header (html's scroll-padding-top).
const headerRoom = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop))

/** Where the element's top is on screen by its place in the page, not where its entrance (a rise) shows it for the moment. */
const placeOnScreen = (element: Locator) =>
  element.evaluate((node) => {
    let top = 0
    for (let box = node as HTMLElement | null; box; box = box.offsetParent as HTMLElement | null) top += box.offsetTop
    return top - scrollY
  })

async function expectAtTop(page: Page, section: Locator) {
  await scrollAtRest(page)
  const top = await placeOnScreen(section)
  const room = await headerRoom(page)
  expect(room).toBeGreaterThan(0)
  expect(Math.abs(top - room)).toBeLessThanOrEqual(1)
}

const appStarted = (page: Page) => page.getByRole('button', { name: 'Switch to dark theme' }).waitFor()

test('on a first visit a section far below is laid out only once the reader nears it', async ({ page }) => {
  await page.goto('/')
  await appStarted(page)
  const heading = page.locator('#contact h2')
  expect(await laidOut(heading)).toBe(false)
  await heading.scrollIntoViewIfNeeded()
  await expect.poll(() => laidOut(heading)).toBe(true)
})

for (const moment of ['before the app has started', 'once the app runs'] as const) {
  test(`"Get in Touch" ${moment} lands the contact form at the top of the screen`, async ({ page }) => {
    const startApp = moment === 'before the app has started' ? await holdApp(page) : undefined
    await page.goto('/')
    if (!startApp) await appStarted(page)
    await page.getByRole('link', { name: 'Get in Touch' }).click()
    await expectAtTop(page, page.locator('#contact'))
    startApp?.()
  })
}

test('an address that names a section opens at it', async ({ page }) => {
  await page.goto('/#contact')
  await appStarted(page)
  await expectAtTop(page, page.locator('#contact'))
})

/** Records the page's scroll position at every frame from its start. */
const recordScrollEveryFrame = (page: Page) =>
  page.addInitScript(() => {
    const frames: number[] = []
    Object.assign(window, { scrollFrames: frames })
    const record = () => {
      frames.push(scrollY)
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
const scrollFrames = (page: Page) => page.evaluate(() => (window as unknown as { scrollFrames: number[] }).scrollFrames)

test('an address that names a section shows it at once, without gliding down to it', async ({ page }) => {
  await recordScrollEveryFrame(page)
  await page.goto('/#books')
  const rest = await scrollAtRest(page)
  expect(rest).toBeGreaterThan(0)
  const onTheWay = (await scrollFrames(page)).filter((y) => y !== 0 && Math.abs(y - rest) > 1)
  expect(onTheWay, 'scroll positions between the top and the books').toEqual([])
})

test('a jump the reader asks for glides', sameForEveryAuthor, async ({ page }) => {
  await page.goto('/')
  await appStarted(page)
  await recordScrollEveryFrame(page)
  await page.reload()
  await appStarted(page)
  await page.getByRole('link', { name: 'Explore Books' }).click()
  const rest = await scrollAtRest(page)
  const onTheWay = (await scrollFrames(page)).filter((y) => y > 0 && y < rest - 1)
  expect(onTheWay.length, 'frames between the top and the books').toBeGreaterThan(0)
})

test('a reload far down the home page keeps the reader’s place', async ({ page }) => {
  await page.goto('/')
  await appStarted(page)
  const contact = page.locator('#contact')
  await contact.evaluate((node) => node.scrollIntoView({ behavior: 'instant' }))
  await scrollAtRest(page)
  const place = await placeOnScreen(contact)
  await page.reload()
  await appStarted(page)
  await scrollAtRest(page)
  expect(await placeOnScreen(contact)).toBe(place)
})

test('back from a book’s page returns to the very place on the home page', async ({ page }) => {
  // The home's last card: the farthest down, with the most of the page above it.
  const book = homeBooks(content.books).at(-1) ?? content.books[0]
  await page.goto('/')
  await appStarted(page)
  const card = bookCard(page, book.title)
  await tapViewDetails(card)
  const place = await placeOnScreen(card)
  await page.getByRole('dialog', { name: book.title }).getByRole('link', { name: 'Open the book’s page' }).click()
  await expect(page).toHaveURL(`/books/${book.slug}`)
  await page.goBack()
  await scrollAtRest(page)
  expect(await placeOnScreen(card)).toBe(place)
})
