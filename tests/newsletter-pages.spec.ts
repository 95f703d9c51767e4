import { axeViolations } from './support/axe.ts'
import { tabTo } from './support/keyboard.ts'
import { waitUntilLive } from './support/live.ts'
import {
  ageConfirmLink,
  newsletterWords,
  signUpByRequest,
  subscribersOf,
  warmUpNewsletter,
} from './support/newsletter.ts'
import { newsletter } from './support/newsletter-form.ts'
import { expect, type Page, test } from './support/test.ts'

const words = newsletterWords
test.beforeAll(({ request }) => warmUpNewsletter(request))

const result = (page: Page) => page.getByRole('main').getByRole('status')

/** Opens a mail's link and waits for the app; the prerendered page (no token) is adopted without an error. */
async function openLink(page: Page, url: string) {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto(url)
  await waitUntilLive(page)
  expect(errors).toEqual([])
}

test.describe('with a sign-up', () => {
  test.skip(!newsletter, 'this content has no newsletter block to sign up with')

  test('confirming: opening the link changes nothing and takes the token out of the address, sending it on to no one; the button confirms, and again says so', async ({
    page,
    request,
  }) => {
    const mail = await signUpByRequest(request)
    const referers: { url: string; referer: string }[] = []
    page.on('request', async (sent) =>
      referers.push({ url: sent.url(), referer: (await sent.headerValue('referer')) ?? '' }),
    )
    await openLink(page, mail.confirmUrl)
    await expect(page).toHaveURL(/\/newsletter\/confirm$/)
    expect(referers.length).toBeGreaterThan(1)
    // Chromium sends the document's address with a font its inline CSS asks for, whatever the policy says; only
    // to the host the address came from, which was sent the token with the page's own request.
    const carryingToken = referers.filter(({ url, referer }) => referer.includes('token') && !url.endsWith('.woff2'))
    expect(carryingToken).toEqual([])
    expect(await subscribersOf(request, mail.to)).toMatchObject([{ status: 'pending' }])
    const button = page.getByRole('button', { name: words.confirmButton })
    await button.click()
    await expect(result(page)).toHaveText(words.confirmed)
    expect(await subscribersOf(request, mail.to)).toMatchObject([{ status: 'confirmed' }])
    await button.click()
    await expect(result(page)).toHaveText(words.alreadyConfirmed)
  })

  test('a link past its days: the press says it has expired, offers the form again, and changes nothing', async ({
    page,
    request,
  }) => {
    const mail = await signUpByRequest(request)
    await ageConfirmLink(request, mail.to)
    await openLink(page, mail.confirmUrl)
    await page.getByRole('button', { name: words.confirmButton }).click()
    await expect(result(page)).toContainText(words.expired)
    const again = result(page).getByRole('link', { name: words.signUpAgain })
    await expect(again).toHaveAttribute('href', /#newsletter$/)
    expect(await subscribersOf(request, mail.to)).toMatchObject([{ status: 'pending', confirmedAt: null }])
    await again.click()
    await expect(page.locator('#newsletter').getByRole('textbox', { name: words.email })).toBeVisible()
  })

  test('keyboard only, unsubscribing: Tab to the button, Enter; the row says unsubscribed', async ({
    page,
    request,
  }) => {
    const mail = await signUpByRequest(request)
    await openLink(page, mail.unsubscribeUrl)
    await tabTo(page, words.unsubscribeButton)
    await page.keyboard.press('Enter')
    await expect(result(page)).toHaveText(words.unsubscribed)
    expect(await subscribersOf(request, mail.to)).toMatchObject([{ status: 'unsubscribed' }])
  })

  test('offline, the press says so and changes nothing; back online, it confirms', async ({
    page,
    context,
    request,
  }) => {
    const mail = await signUpByRequest(request)
    await openLink(page, mail.confirmUrl)
    await context.setOffline(true)
    const button = page.getByRole('button', { name: words.confirmButton })
    await button.click()
    await expect(result(page)).toHaveText(words.offline)
    expect(await subscribersOf(request, mail.to)).toMatchObject([{ status: 'pending' }])
    await context.setOffline(false)
    await button.click()
    await expect(result(page)).toHaveText(words.confirmed)
  })
})

test('a link whose token the server does not know is "not valid"', async ({ page }) => {
  await openLink(page, '/newsletter/confirm?token=not-a-real-token')
  await page.getByRole('button', { name: words.confirmButton }).click()
  await expect(result(page)).toHaveText(words.invalid)
})

for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe'])
  test(`${path} without a token says what to do, with a way on instead of a button that cannot work`, async ({
    page,
  }) => {
    await openLink(page, path)
    const main = page.getByRole('main')
    await expect(main).toContainText(words.noToken)
    await expect(main.getByRole('button')).toHaveCount(0)
    // On the confirm page a new sign-up sends a new link, where the content has a form; otherwise, home.
    const signUp = path === '/newsletter/confirm' && newsletter
    const wayOn = main.getByRole('link', { name: signUp ? words.signUpAgain : 'Return to Home' })
    await expect(wayOn).toBeVisible()
    await wayOn.click()
    if (signUp) await expect(page.locator('#newsletter').getByRole('textbox', { name: words.email })).toBeVisible()
    else await expect(page).toHaveURL(/\/$/)
  })

test('both pages are served at their addresses, prerendered, noindex, sending no Referer, and left out of the sitemap', async ({
  request,
}) => {
  for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
    const html = await (await request.get(path)).text()
    expect(html).toContain('<meta name="robots" content="noindex" />')
    // Before anything the page loads asks for a file, whose request would otherwise carry the token.
    expect(html.indexOf('<meta name="referrer" content="no-referrer" />')).toBeGreaterThan(0)
    expect(html.indexOf('<meta name="referrer" content="no-referrer" />')).toBeLessThan(html.search(/<link |<script/))
    expect(html).toContain(`<meta name="prerendered" content="${path}" />`)
    expect(html).toContain('id="newsletter-link-heading"')
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/newsletter/')
  expect(await (await request.get('/')).text()).not.toContain('name="robots"')
  expect(await (await request.get('/')).text()).not.toContain('name="referrer"')
})

for (const colorScheme of ['light', 'dark'] as const)
  test(`both pages have no axe violations in the ${colorScheme} theme, asking and answered`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    for (const [path, button] of [
      ['/newsletter/confirm', words.confirmButton],
      ['/newsletter/unsubscribe', words.unsubscribeButton],
    ]) {
      await openLink(page, `${path}?token=not-a-real-token`)
      expect(await axeViolations(page), path).toEqual([])
      await page.getByRole('button', { name: button }).click()
      await expect(result(page)).toHaveText(words.invalid)
      expect(await axeViolations(page), path).toEqual([])
    }
  })
