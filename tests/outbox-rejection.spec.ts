import { backoff } from '../src/outbox/retry-policy.ts'
import { fillContactForm, sendButton } from './support/contact-form.ts'
import {
  contactFunctionUrl,
  expectStoredOnce,
  flushesFinished,
  type Message,
  openContactForm,
  pendingCount,
  queueOffline,
  replaceQuestion,
  storedRows,
  submit,
  toast,
  uniqueMessage,
  warmUpBackend,
  watchContactRequests,
} from './support/outbox.ts'
import { expect, type Page, type Route, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.beforeEach(async ({ request }) => warmUpBackend(request))

/**
 * The form holds the function's own rules, so nothing a reader can type draws a 422 from this build's
 * function: this answers as a function deployed with stricter rules would, while the page is open.
 */
const refuse = (route: Route) =>
  route.fulfill({
    status: 422,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify({ error: 'invalid_fields', fields: { email: 'Email must be a single plain address' } }),
  })

const errorToast = (page: Page) => page.getByRole('alert').getByRole('listitem')
const notSent = (page: Page) => page.getByRole('region', { name: 'Messages not sent' })

/**
 * On the page's clock (installed before the page loads), far past any backoff the outbox would wait before a retry,
 * in no time; then every flush that started, a retry included, has finished sending.
 */
async function pastEveryBackoff(page: Page) {
  await page.clock.fastForward(backoff.maxMs)
  await flushesFinished(page)
}

async function expectValuesKept(page: Page, message: Message) {
  for (const [label, value] of Object.entries(message))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
}

// Online all through, these are the page's own answers, with no worker's part in them: they run without one, as a
// private window (Firefox's, which has no IndexedDB either) does.
test('a definite 422 at once: the error, the values kept, no retry, nothing stored or queued', async ({
  page,
  context,
  request,
}) => {
  const message = uniqueMessage()
  await page.clock.install()
  const requests = await watchContactRequests(context, refuse)
  await openContactForm(page, { worker: false })
  await submit(page, message)
  await expect(errorToast(page)).toContainText('Failed to send message. Please try again.')
  await expectValuesKept(page, message)
  await pastEveryBackoff(page)
  expect(requests).toHaveLength(1)
  expect(await storedRows(request, message)).toEqual([])
  await expect(pendingCount(page)).toHaveCount(0)
  await expect(notSent(page)).toHaveCount(0)
})

test('no IndexedDB (some private modes): sent directly, and on failure the error with the values kept', async ({
  page,
  context,
  request,
}) => {
  await context.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }))
  const message = uniqueMessage()
  await page.route(contactFunctionUrl, (route) => route.fulfill({ status: 503, body: '{}' }))
  await openContactForm(page, { worker: false })
  await submit(page, message)
  await expect(errorToast(page)).toContainText('Failed to send message. Please try again.')
  await expectValuesKept(page, message)
  await expect(pendingCount(page)).toHaveCount(0)

  await page.unroute(contactFunctionUrl)
  await sendButton(page).click()
  await expect(toast(page, 'Message Sent!')).toBeVisible()
  await expectStoredOnce(request, message)
})

// A message queued offline is the outbox's: the worker, whose start flushes it too, runs beside the page as a reader's does.
test.describe(() => {
  test.use(withTheWorker)

  test('a queued message refused later: the error, and the visitor copies it, edits it and sends it again', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    const message = await queueOffline(page)

    let refusing = true
    const requests = await watchContactRequests(context, (route) => (refusing ? refuse(route) : route.continue()))
    await context.setOffline(false)
    await expect(errorToast(page)).toContainText('Failed to send message. Please try again.')
    await expect(pendingCount(page)).toHaveCount(0)
    const failed = notSent(page).getByRole('listitem')
    await expect(failed).toContainText(message.Subject)
    await expect(failed).toContainText('The server refused it.')
    await expect(failed).toContainText('Kept on this device for 30 days.')
    await pastEveryBackoff(page)
    expect(requests).toHaveLength(1)

    await failed.getByRole('button', { name: 'Copy' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `From: ${message.Name} <${message.Email}>\nSubject: ${message.Subject}\n\n${message.Message}`,
    )

    await failed.getByRole('button', { name: 'Edit and send again' }).click()
    await expectValuesKept(page, message)
    await expect(notSent(page)).toHaveCount(0)
    refusing = false
    const fixed = { ...message, Email: 'ada.reader@example.com' }
    await page.getByLabel('Email', { exact: true }).fill(fixed.Email)
    await sendButton(page).click()
    await expect(toast(page, 'Message Sent!')).toBeVisible()
    await expectStoredOnce(request, fixed)
  })

  test('"Edit and send again" asks before replacing a draft: kept, the draft and the refused message both stay', async ({
    page,
    context,
  }) => {
    const message = await queueOffline(page)
    await watchContactRequests(context, refuse)
    await context.setOffline(false)
    const failed = notSent(page).getByRole('listitem')
    await expect(failed).toContainText(message.Subject)
    const draft = { Name: 'Ada Reader', Email: '', Subject: '', Message: 'Something else entirely.' }
    await fillContactForm(page, draft)
    const edit = failed.getByRole('button', { name: 'Edit and send again' })

    await edit.click()
    await replaceQuestion(page).getByRole('button', { name: 'Keep what I typed' }).click()
    await expect(replaceQuestion(page)).toHaveCount(0)
    await expect(edit).toBeFocused()
    await expectValuesKept(page, draft)
    await expect(failed).toContainText(message.Subject)

    await edit.click()
    await replaceQuestion(page).getByRole('button', { name: 'Replace' }).click()
    await expectValuesKept(page, message)
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(notSent(page)).toHaveCount(0)
  })
})
