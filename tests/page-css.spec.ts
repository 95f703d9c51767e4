import { bookCard, tapViewDetails } from './support/book-card.ts'
import { waitUntilLive } from './support/live.ts'
import { cardBook } from './support/page-kinds.ts'
import { expect, type Page, test } from './support/test.ts'

/** Holds the app's scripts and its whole stylesheet: the page paints with its own inline CSS alone. */
async function holdScriptsAndStylesheet(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.(js|css)$/, async (route) => {
    await released
    await route.fallback()
  })
  return release
}

/** The computed styles a reader sees of each element named, by CSS property. */
const looks = (page: Page, selectors: string[], properties: string[]) =>
  page.evaluate(
    ([selectors, properties]) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector)
        if (!element) return `${selector}: missing`
        const style = getComputedStyle(element)
        return `${selector} ${properties.map((property) => `${property}=${style.getPropertyValue(property)}`).join(' ')}`
      }),
    [selectors, properties] as const,
  )

// A held stylesheet is already in document.styleSheets, empty: only the finished downloads say what came.
const stylesheetsIn = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.css')).length,
  )

const properties = ['color', 'background-color', 'font-family', 'font-size', 'padding-top', 'border-radius', 'display']
const book = cardBook

test('a page painted with its own inline CSS alone looks as it does once the app’s stylesheet and code are in', async ({
  page,
}) => {
  // Stored choices the start-up scripts apply before the first paint: the dark theme and a large text size.
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark')
    localStorage.setItem('text-size', '5')
  })
  await page.emulateMedia({ colorScheme: 'light' })
  const pages = [
    { path: '/', elements: ['html', 'body', 'header', 'h1', '#root a[href="#books"]', '#books article'] },
    { path: `/books/${book.slug}/sample`, elements: ['html', 'header', 'h1', 'article p'] },
  ]
  for (const { path, elements } of pages) {
    const release = await holdScriptsAndStylesheet(page)
    // Not until `load`: the stylesheet the starter asks for once the page has painted, held here, may delay it.
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page.locator('h1')).toBeVisible()
    expect(await stylesheetsIn(page), 'nothing but the inline CSS has come').toBe(0)
    const early = await looks(page, elements, properties)
    expect(early.join('\n')).not.toContain('missing')
    release()
    await waitUntilLive(page)
    expect(await stylesheetsIn(page), 'the app’s whole stylesheet').toBe(1)
    expect(await looks(page, elements, properties), path).toEqual(early)
    await page.unrouteAll({ behavior: 'wait' })
  }
  // The sample's text at the stored size (1.5rem), and both pages dark, from the first paint on.
  await expect(page.locator('article p').first()).toHaveCSS('font-size', '24px')
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark')

  // What the app draws later takes rules the home's HTML does not use: they came with its stylesheet.
  await page.goto('/')
  await waitUntilLive(page)
  await tapViewDetails(bookCard(page, book.title))
  await expect(page.getByRole('dialog', { name: book.title })).toHaveCSS('max-width', '896px')
})
