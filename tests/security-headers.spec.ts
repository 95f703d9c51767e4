import { waitUntilLive } from './support/live.ts'
import { expect, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test('every response carries the security headers, and a hashed asset one Cache-Control', async ({ page, request }) => {
  const home = await request.get('/')
  const csp = home.headers()['content-security-policy']
  expect(csp).toContain("default-src 'self'")
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  expect(home.headers()['strict-transport-security']).toContain('max-age=')

  await page.goto('/')
  const asset = await page.evaluate(
    () => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/'))?.name,
  )
  expect(asset).toBeTruthy()
  const response = await request.get(new URL(asset ?? '').pathname)
  expect(response.headersArray().filter((header) => header.name.toLowerCase() === 'cache-control')).toHaveLength(1)
  expect(response.headers()['content-security-policy']).toBe(csp)
})

test.describe('with the worker', () => {
  test.use(withTheWorker)

  test('the page, its inline scripts and the service worker run under the policy', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/) // the inline theme script ran
    await waitUntilLive(page) // the start-after-paint script ran, and the app's modules
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await waitUntilLive(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated')
  })
})

test('the fixture catches a violation', async ({ page }) => {
  test.fail(true, 'an inline script without a hash must fail the test through the fixture')
  await page.goto('/')
  // Waits for the report, never fails on its own: a violation that goes unreported must leave this test passing,
  // which test.fail() then counts as the failure it is.
  const reported = page
    .waitForEvent('console', {
      predicate: (message) => message.text().includes('securitypolicyviolation'),
      timeout: 5_000,
    })
    .catch(() => undefined)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await reported
})
