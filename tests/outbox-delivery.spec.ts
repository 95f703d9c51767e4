import { backoffDelay } from '#src/outbox/retry-policy.ts'
import { content } from './support/content.ts'
import { inFullChromium } from './support/full-chromium.ts'
import {
  type ContactRequest,
  expectDeliveredLater,
  expectQueued,
  expectSaved,
  expectStoredOnce,
  flushesFinished,
  flushesWaiting,
  keysOf,
  openContactForm,
  pendingCount,
  queueFromOneOfTwoTabs,
  queueOffline,
  savedWhileTheServerFails,
  storedRows,
  submit,
  toast,
  uniqueMessage,
  warmUpBackend,
  watchContactRequests,
  withoutBackgroundSync,
} from './support/outbox.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

// A sample chapter: a page with neither the contact form nor the newsletter's.
const sampleBook = content.books.find((book) => book.sample) ?? content.books[0]

test.use(inFullChromium)
test.beforeEach(async ({ request }) => warmUpBackend(request))

for (const backgroundSync of [true, false]) {
  test.describe(
    backgroundSync ? 'with Background Sync (Chromium)' : 'without Background Sync (as in Safari and Firefox)',
    () => {
      test.beforeEach(async ({ context }) => {
        if (!backgroundSync) await withoutBackgroundSync(context)
      })

      test('submitted offline, delivered once when the connection returns; every tab is told', async ({
        page,
        context,
        request,
      }) => {
        const message = uniqueMessage()
        const otherTab = await queueFromOneOfTwoTabs(page, message)
        await expect(pendingCount(otherTab)).toHaveText('1 message waiting to be sent')
        expect(await storedRows(request, message)).toEqual([])

        const requests = await watchContactRequests(context)
        await context.setOffline(false)
        await expectDeliveredLater(page)
        await expectDeliveredLater(otherTab)
        await expectStoredOnce(request, message)
        expect(keysOf(requests).size).toBe(1)
        if (!backgroundSync) expect(requests.filter((sent) => sent.fromWorker)).toEqual([])
      })

      // The page opened next shows the form, or nothing that sends: a sample chapter.
      const reopenings = [
        {
          where: 'the contact form',
          open: openContactForm,
          settled: (reopened: Page) => expect(pendingCount(reopened)).toHaveCount(0),
        },
        {
          where: 'a sample chapter, no form on it',
          open: (reopened: Page) => reopened.goto(`/books/${sampleBook.slug}/sample`),
          settled: (reopened: Page) => expect(reopened.locator('#contact, #newsletter')).toHaveCount(0),
        },
      ]
      for (const { where, open, settled } of reopenings)
        test(`submitted offline, page closed, ${where} opened online: delivered once`, async ({
          page,
          context,
          request,
        }) => {
          const message = await queueOffline(page)
          await page.close()

          const requests = await watchContactRequests(context)
          await context.setOffline(false)
          const reopened = await context.newPage()
          await open(reopened)
          await expectStoredOnce(request, message)
          await settled(reopened)
          expect(keysOf(requests).size).toBe(1)
          if (!backgroundSync) expect(requests.filter((sent) => sent.fromWorker)).toEqual([])
        })
    },
  )
}

/**
 * Once `failed` attempts have been made and the last one's answer written, the page's clock (installed before the page
 * loaded) is run on past the longest backoff that many failures wait, rather than waiting it out: its retry is due.
 */
async function pastTheBackoff(page: Page, requests: ContactRequest[], failed: number) {
  await expect.poll(() => requests.length).toBeGreaterThanOrEqual(failed)
  await flushesFinished(page)
  await page.clock.fastForward(backoffDelay(failed, 1))
}

test('the backend answers 503 twice, then recovers: retried with backoff, one row', async ({
  page,
  context,
  request,
}) => {
  const message = uniqueMessage()
  const requests = await watchContactRequests(context, (route, count) =>
    count <= 2
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"internal_error"}' })
      : route.continue(),
  )
  await page.clock.install()
  await openContactForm(page)
  await submit(page, message)
  await expectQueued(page, savedWhileTheServerFails)
  for (const failed of [1, 2]) await pastTheBackoff(page, requests, failed)
  await expectDeliveredLater(page)
  await expectStoredOnce(request, message)
  expect(requests).toHaveLength(3)
  expect(keysOf(requests).size).toBe(1)
})

test('the response is lost after the row was stored: the retry makes no second row', async ({
  page,
  context,
  request,
}) => {
  const message = uniqueMessage()
  const requests = await watchContactRequests(context, async (route, count) => {
    if (count > 1) return route.continue()
    const response = await route.fetch()
    expect(response.status()).toBe(200)
    await route.abort('connectionreset')
  })
  await page.clock.install()
  await openContactForm(page)
  await submit(page, message)
  await expectSaved(page)
  await pastTheBackoff(page, requests, 1)
  await expectDeliveredLater(page)
  await expectStoredOnce(request, message)
  expect(requests.length).toBeGreaterThanOrEqual(2)
  expect(keysOf(requests).size).toBe(1)
})

test('two tabs and the worker flush at the same moment: one request, one row', async ({ page, context, request }) => {
  const message = uniqueMessage()
  const otherTab = await queueFromOneOfTwoTabs(page, message)

  // The first answer is held until another flush has started: it waits for the lock, or (without one) sends too.
  const requests = await watchContactRequests(context, async (route, count) => {
    if (count === 1) await expect.poll(async () => requests.length > 1 || (await flushesWaiting(page)) > 0).toBe(true)
    await route.continue()
  })
  // `online` in both tabs and the worker's Background Sync all fire now.
  await context.setOffline(false)
  await expectDeliveredLater(page)
  await expectDeliveredLater(otherTab)
  await expectStoredOnce(request, message)
  // Every flush that started has finished, and so has sent whatever it was going to send.
  await flushesFinished(page)
  expect(requests).toHaveLength(1)
  await expect(toast(page, 'Message Sent!')).toHaveCount(1)
})
