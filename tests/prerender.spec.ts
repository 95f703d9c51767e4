import { waitUntilLive } from './support/live.ts'
import { errorsOf } from './support/page-errors.ts'
import { passEverySection } from './support/pass-every-section.ts'
import { expect, test } from './support/test.ts'

test('the hero and the three book titles are in the HTML before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elena Marlowe')
  await expect(page.getByRole('link', { name: 'Explore Books' })).toBeVisible()
  for (const title of ['The Digital Ocean', 'Golden Horizons', 'Tides of Change']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeAttached()
  }
  // Without JavaScript nothing would ever reveal the sections, so they are simply shown.
  await page.locator('#books').scrollIntoViewIfNeeded()
  await expect(page.locator('#books')).toHaveCSS('opacity', '1')
  await context.close()
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the page hydrates without a mismatch in the ${colorScheme} theme`, async ({ page }) => {
    const problems = errorsOf(page)
    await page.emulateMedia({ colorScheme })
    await page.goto('/')
    // The toggle appears once the app has taken over the page.
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click()
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /^(?!.*dark)/ : /dark/)
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled()
    expect(problems).toEqual([])
  })
}

test('a page built one year hydrates without a mismatch when read the next', async ({ page }) => {
  const problems = errorsOf(page)
  const builtIn = new Date().getFullYear()
  await page.clock.setFixedTime(new Date(`${builtIn + 1}-01-01T00:30:00`))
  await page.goto('/')
  await waitUntilLive(page)
  await expect(page.locator('footer')).toContainText(`© ${builtIn} `)
  expect(problems).toEqual([])
})

test('an unknown path shows the 404 page before any script runs, never the home, and the app adopts it', async ({
  page,
}) => {
  const problems = errorsOf(page)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const response = await page.goto('/not/here', { waitUntil: 'commit' })
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Elena Marlowe' })).toHaveCount(0)
  release()
  await waitUntilLive(page)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  // What the page itself logs: the path it could not find, and no mismatch on adopting the markup.
  expect(problems.filter((line) => !line.startsWith('Failed to load resource'))).toEqual([
    expect.stringContaining('/not/here'),
  ])
})

test('the document is marked live only once every lazily loaded section has hydrated', async ({ page }) => {
  let release!: () => void
  let requested!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const contactRequested = new Promise<void>((resolve) => (requested = resolve))
  await page.route(/\/assets\/ContactSection-[^/]+\.js$/, async (route) => {
    requested()
    await held
    await route.continue()
  })
  await page.goto('/')
  // The schedule opens only once About has hydrated; a click before that does nothing, so try again.
  const schedule = page.getByRole('dialog', { name: 'Reading Schedule' })
  await expect(async () => {
    if (!(await schedule.isVisible())) await page.getByRole('button', { name: 'Reading Schedule' }).click()
    await expect(schedule).toBeVisible({ timeout: 3000 })
  }).toPass()
  await page.keyboard.press('Escape')
  await expect(schedule).toBeHidden()
  // The contact form's code comes once the reader nears it.
  await page.evaluate(passEverySection)
  await contactRequested
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
})

test('only the headings’ font is preloaded, and the hero heading is set in it without a second download', async ({
  page,
}) => {
  const fontRequests: string[] = []
  page.on(
    'request',
    (request) => request.url().endsWith('.woff2') && fontRequests.push(new URL(request.url()).pathname),
  )
  const response = await page.goto('/')
  const preloads = [...((await response?.text()) ?? '').matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)]
  expect(preloads.map(([, href]) => href)).toEqual([
    expect.stringMatching(/^\/assets\/fraunces-headings-[^/]+\.woff2$/),
  ])
  await expect.poll(() => page.evaluate(() => document.fonts.check('600 48px Fraunces'))).toBe(true)
  expect(fontRequests.filter((path) => path === preloads[0][1])).toHaveLength(1)
})
