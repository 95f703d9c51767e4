// The built app's contact form against the real local backend (the Vite plugin on `vite preview`,
// PGlite behind it). Rows are read back through the local inbox endpoint, as `npm run inbox` does.
import { randomUUID } from 'node:crypto'
import type { StoredMessage } from '../supabase/local/server/pglite-store.ts'
import { inboxPath } from '../supabase/local/server/routes.ts'
import { fillContactForm, sendButton, validMessage } from './support/contact-form.ts'
import { waitUntilLive } from './support/live.ts'
import { type APIRequestContext, expect, type Page, test } from './support/test.ts'

// The server opens its database on first use (seconds of WASM on a busy machine): open it
// before the form is used, so the page's own send timeout does not race the cold start.
test.beforeEach(async ({ request }) => {
  await inbox(request)
})

async function inbox(request: APIRequestContext): Promise<StoredMessage[]> {
  const response = await request.get(inboxPath, { timeout: 50_000 })
  expect(response.status()).toBe(200)
  return (await response.json()).messages
}

async function submitWithSubject(page: Page, subject: string) {
  await page.goto('/#contact')
  await waitUntilLive(page)
  await fillContactForm(page, { ...validMessage, Subject: subject })
  await sendButton(page).click()
  await expect(page.getByText('Message Sent!')).toBeVisible({ timeout: 20_000 })
}

test('a message sent with the form is stored once in the local database', async ({ page, request }) => {
  const subject = `Backend check ${randomUUID()}`
  const keys: string[] = []
  // The context sees the service worker's requests too, should the outbox retry from there.
  page.context().on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/functions/v1/send-contact-email'))
      keys.push(sent.headers()['idempotency-key'])
  })

  await submitWithSubject(page, subject)

  expect((await inbox(request)).filter((message) => message.subject === subject)).toEqual([
    expect.objectContaining({ name: validMessage.Name, email: validMessage.Email, message: validMessage.Message }),
  ])
  expect(keys.length).toBeGreaterThan(0)
  expect(new Set(keys)).toEqual(
    new Set([expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)]),
  )
})

test('a bot that fills the hidden field is told it worked, and nothing is stored', async ({ page, request }) => {
  const subject = `Bot check ${randomUUID()}`
  await page.goto('/#contact')
  await waitUntilLive(page)
  await page.getByRole('form', { name: 'Contact form' }).locator('input[name="website"]').fill('https://spam.example')
  await fillContactForm(page, { ...validMessage, Subject: subject })
  await sendButton(page).click()

  await expect(page.getByText('Message Sent!')).toBeVisible({ timeout: 20_000 })
  expect((await inbox(request)).filter((message) => message.subject === subject)).toEqual([])
})
