// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import { content } from './support/content.ts'
import { expect, type Page, test } from './support/test.ts'

const { light, dark } = content.site.palette
const paper = { light: light.paper, dark: dark.paper }

/** The colour the browser gives its bar: the first theme-color meta whose media matches. */
const barColour = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  )

test.describe("the browser bar's colour", () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`follows the system ${colorScheme} preference without any script`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme })
      const page = await context.newPage()
      await page.goto('/')
      expect(await barColour(page)).toBe(paper[colorScheme])
      await context.close()
    })
  }

  test('takes the stored theme over the system before any module runs', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await page.emulateMedia({ colorScheme: 'light' })
    await page.route(/\.(js|tsx?)(\?.*)?$/, (route) => route.abort())
    await page.goto('/')
    expect(await barColour(page)).toBe(paper.dark)
  })

  test('follows the system as it turns while the page is open and the reader has not chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => barColour(page)).toBe(paper.dark)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => barColour(page)).toBe(paper.light)
  })

  test('follows the theme the reader picks', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect.poll(() => barColour(page)).toBe(paper.dark)
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect.poll(() => barColour(page)).toBe(paper.light)
  })
})
