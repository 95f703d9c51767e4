import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { LocalMail } from '../../supabase/local/local-newsletter.ts'
import { newsletterMailsPath, subscribersPath } from '../../supabase/local/routes.ts'
import type { Subscriber } from '../../supabase/local/subscribers.ts'
import { content } from './content.ts'
import { waitUntilLive } from './live.ts'

/** The content's newsletter block: the tests that use it run only against a build that has one. */
export const newsletter = content.site.newsletter

/** An address no other test signs up, since every test of a run shares one database. */
export const uniqueReader = () => `reader-${crypto.randomUUID().slice(0, 8)}@example.com`

export async function subscribersOf(request: APIRequestContext, email: string): Promise<Subscriber[]> {
  const response = await request.get(subscribersPath, { timeout: 50_000 })
  expect(response.ok()).toBe(true)
  const { subscribers } = (await response.json()) as { subscribers: Subscriber[] }
  return subscribers.filter((row) => row.email === email)
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
  page.locator('#newsletter').getByRole('textbox', { name: newsletter?.words.email })
export const subscribeButton = (page: Page) =>
  page.locator('#newsletter').getByRole('button', { name: newsletter?.words.subscribe })
export const signUpStatus = (page: Page) => page.locator('#newsletter').getByRole('status')

/** The home page's form, live (its button works once the app runs), the worker in control. */
export async function openSignUp(page: Page, path = '/#newsletter') {
  await page.goto(path)
  await waitUntilLive(page)
  await expect(subscribeButton(page)).toBeEnabled()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true)
}
