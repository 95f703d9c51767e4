// @any-author: these tests hold for any author, and npm run test:second-author runs them against one

import type { BrowserContext } from '@playwright/test'
import { fill } from '#src/content/words.ts'
import { axeViolations } from './support/axe.ts'
import { formLayout } from './support/form-layout.ts'
import { holdApp } from './support/hold-app.ts'
import { tabTo } from './support/keyboard.ts'
import { waitUntilLive } from './support/live.ts'
import {
  emailField,
  expectSignedUpOnce,
  expectSignedUpOnlyOnce,
  mailsTo,
  newsletterWords,
  openSignUp,
  signUpStatus,
  subscribeButton,
  subscribersOf,
  warmUpNewsletter,
} from './support/newsletter.ts'
import { formPage, formPages, newsletter, uniqueReader } from './support/newsletter-form.ts'
import { untilTheWorkerControls } from './support/offline.ts'
import { sameForEveryAuthor } from './support/same-for-every-author.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.skip(!newsletter, 'this content has no newsletter block')

const words = newsletterWords

test.beforeAll(({ request }) => warmUpNewsletter(request))

async function signUp(page: Page, email: string) {
  await emailField(page).fill(email)
  await subscribeButton(page).click()
}

/** Signs up with the network gone: the form says the sign-up waits on this device. */
async function signUpOffline(page: Page, context: BrowserContext) {
  const email = uniqueReader()
  await context.setOffline(true)
  await signUp(page, email)
  await expect(signUpStatus(page)).toHaveText(words.waiting)
  return email
}

/** The thank-you that stands in the form's place once a sign-up is sent. */
const signedUp = (page: Page) => page.locator('#newsletter').getByRole('region', { name: words.sent })

test('a reader signs up online: thanked in the form’s place, told to check the inbox; one pending row, one mail linking to the site', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignUp(page, formPage)
  const email = uniqueReader()
  await signUp(page, email)
  await expect(signUpStatus(page)).toHaveText(words.sent)
  // The thank-you names the address (a typo shows here, not as a letter that never comes) and has the focus.
  await expect(signedUp(page)).toBeFocused()
  await expect(signedUp(page)).toContainText(fill(words.sentText, { email }))
  await expect(subscribeButton(page)).toBeHidden()
  await signedUp(page).getByRole('button', { name: words.another }).click()
  await expect(signedUp(page)).toHaveCount(0)
  await expect(emailField(page)).toBeFocused()
  await expect(emailField(page)).toHaveValue('')
  await expect(signUpStatus(page)).toHaveText('')
  const mail = await expectSignedUpOnce(request, email)
  expect(mail.confirmUrl).toMatch(new RegExp(`^${baseURL}/newsletter/confirm\\?token=.+`))
  expect(mail.unsubscribeUrl).toMatch(new RegExp(`^${baseURL}/newsletter/unsubscribe\\?token=.+`))
})

test(
  'keyboard only: a wrong address is explained under the field, then corrected and sent',
  sameForEveryAuthor,
  async ({ page, request }) => {
    await openSignUp(page, formPage)
    await emailField(page).focus()
    await page.keyboard.type('ada@example')
    await page.keyboard.press('Enter')
    const field = emailField(page)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(/Please enter a valid email address/)
    await expect(field).toBeFocused()
    await expect(signUpStatus(page)).toHaveText('')
    const email = uniqueReader()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(email)
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(await tabTo(page, words.subscribe, 3)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(signUpStatus(page)).toHaveText(words.sent)
    await expectSignedUpOnce(request, email)
  },
)

test('the consent stands above the button in one even step from field to consent to button, on the fields’ edge in the contact form’s rhythm, and the states take the room kept for them: nothing below the form moves', async ({
  page,
  context,
}) => {
  // A phone's width, where the consent and the thank-you wrap the most.
  await page.setViewportSize({ width: 360, height: 640 })
  await openSignUp(page, formPage)
  const below = page.locator('#newsletter-consent')
  const section = page.locator('#newsletter')
  // From the section's top, both read in one frame, since the page may be scrolling to what has the focus.
  const top = () =>
    below.evaluate(
      (consent) => consent.getBoundingClientRect().top - consent.closest('section')!.getBoundingClientRect().top,
    )
  const height = async () => (await section.boundingBox())?.height
  const [before, sectionBefore] = [await top(), await height()]
  // The consent is read before the button that gives it.
  const consentBox = await below.boundingBox()
  const buttonBox = await subscribeButton(page).boundingBox()
  expect(consentBox && buttonBox && consentBox.y + consentBox.height <= buttonBox.y).toBe(true)
  // One left edge for label, field, consent and button; the label as far over its field as the contact form's are.
  const layout = await formLayout(page.locator('#newsletter form'))
  expect(layout).toMatchObject({ labelsOnFields: true, labelToField: [6], consent: layout.start, button: layout.start })
  // One even step from the field to the consent (the room a problem's line takes, kept) and from the consent to its button.
  expect(
    Math.abs(layout.fieldToConsent! - layout.consentToButton!),
    'field → consent as consent → button',
  ).toBeLessThanOrEqual(2)
  await emailField(page).fill('not an address')
  await subscribeButton(page).click()
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
  expect([await top(), await height()]).toEqual([before, sectionBefore])
  // The problem's line sits in that room, nearer the field it is about than the consent below it.
  const problem = await page.locator('#newsletter-email-error').boundingBox()
  const field = await emailField(page).boundingBox()
  expect(problem!.y - (field!.y + field!.height)).toBeLessThanOrEqual(8)
  expect(problem!.y + problem!.height).toBeLessThanOrEqual((await below.boundingBox())!.y)
  await signUpOffline(page, context)
  expect([await top(), await height()]).toEqual([before, sectionBefore])
  await context.setOffline(false)
  await expect(signUpStatus(page)).toHaveText(words.sent, { timeout: 20_000 })
  // The thank-you takes the form's room, on a phone too.
  await expect(signedUp(page)).toBeVisible()
  expect([await top(), await height()]).toEqual([before, sectionBefore])
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
])
  test(`at ${viewport.width}×${viewport.height} the section ends as near under its button as it starts over its heading, the status's kept room in that space, on the home and a book's page alike`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // The space the reader sees: from the button to what follows the section, the next section or the footer.
    const ends = () =>
      page.locator('#newsletter').evaluate((section) => {
        const box = section.getBoundingClientRect()
        const status = section.querySelector('[role="status"]')
        let after: Element | null = section
        while (after && !after.nextElementSibling) after = after.parentElement
        after = after?.nextElementSibling ?? null
        while (after && after.getBoundingClientRect().height === 0) after = after.nextElementSibling
        return {
          above: (section.querySelector('h2')?.getBoundingClientRect().top ?? Number.NaN) - box.top,
          below:
            (after?.getBoundingClientRect().top ?? Number.NaN) -
            (section.querySelector('button[type="submit"]')?.getBoundingClientRect().bottom ?? 0),
          room: status ? Number.parseFloat(getComputedStyle(status).minHeight) : 0,
        }
      })
    const seen = []
    for (const path of formPages) {
      // As the page first shows, before its code, and once the app runs: the same.
      const startApp = await holdApp(page)
      await page.goto(path)
      const { above, below, room } = await ends()
      // Idle, the status says nothing: its room is the space under the button, not more space added to it.
      expect(below, `the space under the button on ${path}`).toBeLessThanOrEqual(Math.max(above, room) + 1)
      startApp()
      await waitUntilLive(page)
      expect(await ends()).toEqual({ above, below, room })
      seen.push({ above, below, room })
    }
    // One section, one end: a book's page ends it as the home does.
    for (const ends of seen.slice(1)) expect(ends).toEqual(seen[0])
  })

// The form, its states and their words are the site's, whoever the author: axe reads only the form.
for (const colorScheme of ['light', 'dark'] as const)
  test(
    `the form has no axe violations in the ${colorScheme} theme, idle, with an error, waiting and sent`,
    sameForEveryAuthor,
    async ({ page, context }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await openSignUp(page, formPage)
      const axe = () => axeViolations(page, '#newsletter')
      expect(await axe()).toEqual([])
      await signUp(page, 'ada@')
      await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
      expect(await axe()).toEqual([])
      await signUpOffline(page, context)
      expect(await axe()).toEqual([])
      await context.setOffline(false)
      await expect(signUpStatus(page)).toHaveText(words.sent, { timeout: 20_000 })
      await expect(signedUp(page)).toBeVisible()
      expect(await axe()).toEqual([])
    },
  )

test(
  'a bot that fills the hidden field is told the same, and nothing is stored or mailed',
  sameForEveryAuthor,
  async ({ page, request }) => {
    await openSignUp(page, formPage)
    const email = uniqueReader()
    await page.locator('#newsletter input[name="website"]').fill('https://spam.example')
    await signUp(page, email)
    await expect(signUpStatus(page)).toHaveText(words.sent)
    expect(await subscribersOf(request, email)).toEqual([])
    expect(await mailsTo(request, email)).toEqual([])
  },
)

// Background Sync, and the outbox a later page flushes, belong to the worker.
test.describe('with the worker', () => {
  test.use(withTheWorker)

  test(
    'offline, the sign-up waits on this device and goes out once when the network is back',
    sameForEveryAuthor,
    async ({ page, context, request }) => {
      await openSignUp(page, formPage)
      await untilTheWorkerControls(page)
      const email = await signUpOffline(page, context)
      expect(await subscribersOf(request, email)).toEqual([])
      await context.setOffline(false)
      await expect(signUpStatus(page)).toHaveText(words.sent, { timeout: 20_000 })
      await expectSignedUpOnlyOnce(page, request, email)
      await expect(subscribeButton(page)).toBeEnabled()
    },
  )

  test(
    'a sign-up left waiting when its page closed goes out once when the site is next opened online',
    sameForEveryAuthor,
    async ({ page, context, request }) => {
      await openSignUp(page, formPage)
      await untilTheWorkerControls(page)
      const email = await signUpOffline(page, context)
      await page.close()
      await context.setOffline(false)
      const later = await context.newPage()
      await later.goto('/')
      await expectSignedUpOnlyOnce(later, request, email)
    },
  )

  test(
    'two tabs open while a sign-up waits: it goes out once, and its form says so',
    sameForEveryAuthor,
    async ({ page, context, request }) => {
      await openSignUp(page, formPage)
      await untilTheWorkerControls(page)
      const otherTab = await context.newPage()
      await openSignUp(otherTab, formPage)
      await untilTheWorkerControls(otherTab)
      const email = await signUpOffline(page, context)
      await context.setOffline(false)
      await expect(signUpStatus(page)).toHaveText(words.sent, { timeout: 20_000 })
      await expectSignedUpOnce(request, email)
      await expect(signUpStatus(otherTab)).toHaveText('')
    },
  )
})
