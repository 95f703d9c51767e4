import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content } from '../support/content.ts'
import { scrollPastTheHero } from '../support/floating.ts'
import { clickByName, loggedErrors, textOf, waitFor, waitUntilLive } from './support/actions.ts'
import { engine } from './support/current-engine.ts'
import type { EngineBrowser, EnginePage } from './support/engine-page.ts'
import { siteUrl } from './support/ports.ts'

/**
 * True once the scroll is where it was at the previous poll and the contact section, by its place in
 * the page (not where its entrance shows it), is at the top of the screen, just below the room the page keeps for
 * its sticky header (html's scroll-padding-top).
 */
const contactAtTopAtRest = `(() => {
  const still = window.__lastScrollY === scrollY
  window.__lastScrollY = scrollY
  let top = -scrollY
  for (let box = document.getElementById('contact'); box; box = box.offsetParent) top += box.offsetTop
  const room = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
  return still && room > 0 && Math.abs(top - room) <= 1
})()`

describe(`the page in ${engine.name}`, () => {
  let browser: EngineBrowser
  let page: EnginePage
  beforeAll(async () => {
    browser = await engine.launch(siteUrl)
    page = await browser.newPage()
  })
  afterAll(() => browser?.close())

  it('renders the home page, hydrates it and logs no error', async () => {
    await page.goto('/')
    expect(await textOf(page, 'h1')).toBe('Elena Marlowe')
    await waitUntilLive(page)
    expect(await page.run('document.querySelectorAll("#books article").length')).toBeGreaterThanOrEqual(3)
    expect(await loggedErrors(page)).toEqual([])
  })

  it('lays out the sections below only as they are neared, and a tap on "Get in Touch" still lands at the form', async () => {
    await page.goto('/')
    await waitFor(page, `document.documentElement.hasAttribute('data-lazy-layout')`, 'the sections to wait for layout')
    await clickByName(page, 'Get in Touch')
    await waitFor(page, contactAtTopAtRest, 'the contact form at the top of the screen, at rest')
    expect(await loggedErrors(page)).toEqual([])
  })

  it('shows the 404 page for an unknown path and logs the path', async () => {
    await page.goto('/no-such-page')
    await waitFor(page, `document.body.textContent.includes('Oops! Page not found')`, 'the 404 page')
    // The page is in the HTML before the app: the path is logged once the app has adopted it.
    await waitUntilLive(page)
    expect(
      await page.run(
        `[...document.querySelectorAll('a')].some((link) => link.textContent.trim() === 'Return to Home')`,
      ),
    ).toBe(true)
    const errors = await loggedErrors(page)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('/no-such-page')
  })

  it('opens a book at its own address, hydrates it and logs no error; an unknown book is the 404 page', async () => {
    const [book] = content.books
    await page.goto(`/books/${book.slug}`)
    expect(await textOf(page, 'h1')).toBe(book.title)
    await waitUntilLive(page)
    expect(await loggedErrors(page)).toEqual([])
    await page.goto('/books/no-such-book')
    await waitFor(page, `document.body.textContent.includes('Oops! Page not found')`, 'the 404 page')
  })

  it('keeps the chosen theme across a reload, on the page before the app starts', async () => {
    await page.goto('/')
    await waitUntilLive(page)
    const dark = await page.run<boolean>(`document.documentElement.classList.contains('dark')`)
    // The theme button comes once the reader is past the hero.
    await page.run(`(${scrollPastTheHero})().then(() => true)`)
    await clickByName(page, dark ? 'Switch to light theme' : 'Switch to dark theme')
    await waitFor(page, `document.documentElement.classList.contains('dark') === ${!dark}`, 'the theme to flip')
    expect(await page.run(`localStorage.getItem('theme')`)).toBe(dark ? 'light' : 'dark')
    await page.reload()
    await waitFor(page, 'window.__engineProbe.darkBeforeApp !== null', 'the first paint')
    expect(await page.run('window.__engineProbe.darkBeforeApp')).toBe(!dark)
    expect(await loggedErrors(page)).toEqual([])
  })
})
