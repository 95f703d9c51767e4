import { expect, type Page, test } from './support/test.ts'

const darkClass = /(^|\s)dark(\s|$)/

const html = (page: Page) => page.locator('html')
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))
const themeToggle = (page: Page, name: 'Switch to dark theme' | 'Switch to light theme') =>
  page.getByRole('button', { name })

function storeBeforeLoad(page: Page, value: string) {
  return page.addInitScript((theme) => localStorage.setItem('theme', theme), value)
}

test.describe('theme', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`follows the system ${colorScheme} preference when nothing is stored`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto('/')
      if (colorScheme === 'dark') await expect(html(page)).toHaveClass(darkClass)
      else await expect(html(page)).not.toHaveClass(darkClass)
      await expect(
        themeToggle(page, colorScheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'),
      ).toBeVisible()
      expect(await storedTheme(page)).toBeNull()
    })
  }

  test('flips, saves the bare string and keeps the choice across reloads, over the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')

    await themeToggle(page, 'Switch to dark theme').click()
    await expect(html(page)).toHaveClass(darkClass)
    expect(await storedTheme(page)).toBe('dark')

    await page.reload()
    await expect(html(page)).toHaveClass(darkClass)

    await themeToggle(page, 'Switch to light theme').click()
    await expect(html(page)).not.toHaveClass(darkClass)
    expect(await storedTheme(page)).toBe('light')

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await expect(html(page)).not.toHaveClass(darkClass)
    await expect(themeToggle(page, 'Switch to dark theme')).toBeVisible()
  })

  test('follows the system as it turns while the page is open, until the reader chooses; the tap flips what shows', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await themeToggle(page, 'Switch to dark theme').waitFor()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html(page)).toHaveClass(darkClass)
    await expect(themeToggle(page, 'Switch to light theme')).toBeVisible()
    expect(await storedTheme(page)).toBeNull()

    await themeToggle(page, 'Switch to light theme').click()
    await expect(html(page)).not.toHaveClass(darkClass)
    expect(await storedTheme(page)).toBe('light')

    await page.emulateMedia({ colorScheme: 'light' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(themeToggle(page, 'Switch to dark theme')).toBeVisible()
    await expect(html(page)).not.toHaveClass(darkClass)
  })

  test('ignores a stored value that is not the bare string', async ({ page }) => {
    await storeBeforeLoad(page, '"dark"')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(themeToggle(page, 'Switch to dark theme')).toBeVisible()
    await expect(html(page)).not.toHaveClass(darkClass)
  })

  for (const { stored, system, dark } of [
    { stored: 'dark', system: 'light', dark: true },
    { stored: 'light', system: 'dark', dark: false },
    { stored: null, system: 'dark', dark: true },
  ] as const) {
    test(`is on <html> before any module runs (stored ${stored}, system ${system})`, async ({ page }) => {
      if (stored) await storeBeforeLoad(page, stored)
      await page.emulateMedia({ colorScheme: system })
      await page.context().route(/\.(js|tsx?)(\?.*)?$/, (route) => route.abort())
      const blockedEntry = page.waitForEvent('requestfailed', (request) =>
        /\/assets\/index-[^/]+\.js$/.test(request.url()),
      )
      await page.goto('/')
      await blockedEntry // the app's entry module never ran: only the inline script did
      if (dark) await expect(html(page)).toHaveClass(darkClass)
      else await expect(html(page)).not.toHaveClass(darkClass)
    })
  }

  test('is a tap target of at least 44px in the bottom-right corner', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto('/')
    const box = await themeToggle(page, 'Switch to dark theme').boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
    expect(box!.x).toBeGreaterThan(360 / 2)
    expect(box!.y).toBeGreaterThan(640 / 2)
  })
})
