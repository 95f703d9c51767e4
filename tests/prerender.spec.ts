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
    const problems: string[] = []
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    page.on('pageerror', (error) => problems.push(error.message))
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

test('an unknown path never shows the prerendered home page', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/not/here', { waitUntil: 'commit' })
  await page.waitForSelector('#root', { state: 'attached' })
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden')
  release()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Elena Marlowe' })).toHaveCount(0)
})
