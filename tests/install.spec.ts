import { passEverySection } from './support/pass-every-section.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1'
const iosHint = (page: Page) => page.getByText('Install: tap Share, then Add to Home Screen')

/** Chromium only offers installing after its own checks; the page sees the same event as this one. */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  return page.evaluate((outcome) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        const counter = window as unknown as { prompted?: number }
        counter.prompted = (counter.prompted ?? 0) + 1
      },
      userChoice: Promise.resolve({ outcome }),
    })
    window.dispatchEvent(offer)
    return offer.defaultPrevented
  }, outcome)
}

/**
 * The page's effects have run once the worker is registered: that starts from the same first commit, after load.
 * The button is at the page's end, which a reader reaches by scrolling past every section: each lays out on the
 * way. A jump there (Playwright's click scrolls it into view) meets the height that stands in for each skipped
 * section, which shrinks to the true one under the pointer, and the click lands beside the button.
 */
async function openStartedPage(page: Page) {
  await page.goto('/')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(true)
  await page.evaluate(passEverySection)
}

const timesPrompted = (page: Page) => page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0)

test.describe('where the browser offers installing', () => {
  test('"Install app" appears, prompts on click and goes after the choice', async ({ page }) => {
    await openStartedPage(page)
    const button = page.getByRole('button', { name: 'Install app' })
    await expect(button).toHaveCount(0)

    // Taking over the offer keeps Chromium's own mini-infobar away.
    expect(await offerInstall(page, 'dismissed')).toBe(true)
    await expect(button).toBeVisible()
    await button.click()
    await expect(button).toHaveCount(0)
    expect(await timesPrompted(page)).toBe(1)
  })

  test('an offer made before the app started is kept for the button', async ({ page }) => {
    // Offer as soon as the document exists, long before the app's modules are requested.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        window.dispatchEvent(
          Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => {
              ;(window as unknown as { prompted: number }).prompted = 1
            },
            userChoice: Promise.resolve({ outcome: 'accepted' }),
          }),
        ),
      ),
    )
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Install app' })
    await expect(button).toBeVisible()
    await page.evaluate(passEverySection)
    await button.click()
    await expect.poll(() => timesPrompted(page)).toBe(1)
  })

  test('"Install app" goes once the app is installed some other way', async ({ page }) => {
    await openStartedPage(page)
    await offerInstall(page, 'accepted')
    await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible()
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0)
    expect(await timesPrompted(page)).toBe(0)
  })

  test('no hint and no button on a desktop browser without an offer', async ({ page }) => {
    await openStartedPage(page)
    await expect(iosHint(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0)
  })
})

test.describe('on an iPhone', () => {
  test.use({ userAgent: iPhone, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('a hint says how to install; dismissed, it stays away after a reload', async ({ page }) => {
    await page.goto('/')
    await expect(iosHint(page)).toBeVisible()

    // The hint is at the page's end: reach it as a reader does (see openStartedPage), not by a jump.
    await page.evaluate(passEverySection)
    await page.getByRole('button', { name: 'Dismiss install hint' }).click()
    await expect(iosHint(page)).toHaveCount(0)
    await openStartedPage(page)
    await expect(iosHint(page)).toHaveCount(0)
  })

  test('no hint when running as the installed app', async ({ page }) => {
    // Playwright cannot emulate display-mode: answer that one media query as an installed app would.
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window)
      window.matchMedia = (query) => {
        const list = matchMedia(query)
        return query === '(display-mode: standalone)' ? Object.defineProperty(list, 'matches', { value: true }) : list
      }
    })
    await openStartedPage(page)
    await expect(iosHint(page)).toHaveCount(0)
  })
})
