import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { LocalMail } from '../../supabase/local/server/local-newsletter.ts'
import { ageConfirmLinksPath, newsletterMailsPath, subscribersPath } from '../../supabase/local/server/routes.ts'
import type { Subscriber } from '../../supabase/local/server/subscribers.ts'
import { consentVersionAtBuild } from '../../tooling/content/consent-version.ts'
import { words } from './content.ts'
import { waitUntilLive } from './live.ts'
import { formPage, newsletter, uniqueReader } from './newsletter-form.ts'

/** The words of the form and the link pages, as the build under test shows them. */
export const newsletterWords = words.newsletter

export async function subscribersOf(request: APIRequestContext, email: string): Promise<Subscriber[]> {
  const response = await request.get(subscribersPath, { timeout: 50_000 })
  expect(response.ok()).toBe(true)
  const { subscribers } = (await response.json()) as { subscribers: Subscriber[] }
  return subscribers.filter((row) => row.email === email)
}

/** Makes the address's confirmation link as old as one whose days are up, in the server's database. */
export async function ageConfirmLink(request: APIRequestContext, email: string) {
  const response = await request.post(`${ageConfirmLinksPath}?email=${encodeURIComponent(email)}`, { timeout: 50_000 })
  expect(await response.json()).toEqual({ aged: 1 })
}

export async function mailsTo(request: APIRequestContext, email: string): Promise<LocalMail[]> {
  const response = await request.get(newsletterMailsPath, { timeout: 50_000 })
  expect(response.ok()).toBe(true)
  const { mails } = (await response.json()) as { mails: LocalMail[] }
  return mails.filter((mail) => mail.to === email)
}

/** Waits for the sign-up's one row, in the given state, and its one confirmation mail. */
export async function expectSignedUpOnce(request: APIRequestContext, email: string, status = 'pending') {
  await expect.poll(async () => (await subscribersOf(request, email)).length, { timeout: 15_000 }).toBe(1)
  expect(await subscribersOf(request, email)).toMatchObject([{ email, status, consent: newsletter?.consent }])
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(1)
  return (await mailsTo(request, email))[0]
}

export const emailField = (page: Page) =>
  page.locator('#newsletter').getByRole('textbox', { name: newsletterWords.email })
export const subscribeButton = (page: Page) =>
  page.locator('#newsletter').getByRole('button', { name: newsletterWords.subscribe })
export const signUpStatus = (page: Page) => page.locator('#newsletter').getByRole('status')

/** The home page's form, live (its button works once the app runs). */
export async function openSignUp(page: Page, path = formPage) {
  await page.goto(path)
  await waitUntilLive(page)
  await expect(subscribeButton(page)).toBeEnabled()
}

/** Stored once, and still once after a reload: the later flushes (the worker's sync, the page's timer) find nothing left to send. */
export async function expectSignedUpOnlyOnce(page: Page, request: APIRequestContext, email: string) {
  await expectSignedUpOnce(request, email)
  await page.reload()
  await waitUntilLive(page)
  expect(await subscribersOf(request, email)).toHaveLength(1)
  expect(await mailsTo(request, email)).toHaveLength(1)
}

/** Opens the cold server's database before a form waits on it (see warmUpBackend in ./outbox.ts). */
export async function warmUpNewsletter(request: APIRequestContext) {
  await subscribersOf(request, uniqueReader())
}

/**
 * Signs a fresh address up as the form's outbox sends it, and returns its confirmation mail: for the specs about
 * the mail's link pages (the form itself is newsletter-signup.spec.ts's).
 */
export async function signUpByRequest(request: APIRequestContext): Promise<LocalMail> {
  const email = uniqueReader()
  const response = await request.post('/functions/v1/newsletter-subscribe', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { email, consentVersion: consentVersionAtBuild(newsletter?.consent ?? ''), website: '' },
    timeout: 50_000,
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return expectSignedUpOnce(request, email)
}
