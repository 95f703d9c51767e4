import { loadEnv } from 'vite'
import { firstPaint } from '../tooling/bundle-size.ts'
import { markedDemoBuild } from './fixtures/second-author-build.ts'
import { distDir } from './support/build.ts'
import { noticeHadItsChance } from './support/notices.ts'
import { startSwitchableServer } from './support/switchable-server.ts'
import { expect, type Page, test } from './support/test.ts'
import { withTheWorker } from './support/the-worker.ts'

test.use(withTheWorker)

// Two builds that differ only in their marker, served one after the other at the same origin: the site under test
// (marked as .env says) and the demo marked "b". One worker runs these in order, so the second is built once.
test.describe.configure({ mode: 'default' })

const buildA = distDir
const markerA = loadEnv('production', process.cwd()).VITE_BUILD_MARKER
let buildB: string
let server: Awaited<ReturnType<typeof startSwitchableServer>>

test.beforeAll(async () => {
  // A build is slow alone, several times slower while other test workers keep the cores busy.
  test.setTimeout(180_000)
  buildB = (await markedDemoBuild('b')).outDir
  server = await startSwitchableServer(buildA)
})
test.afterAll(() => server?.close())

type Registration = { readyState: DocumentReadyState; url: string; done: boolean }

// Records each registration the page makes: when it started and whether it has finished.
test.beforeEach(async ({ page }) => {
  server.serve(buildA)
  await page.addInitScript(() => {
    const registrations: Registration[] = []
    ;(window as unknown as { registrations: Registration[] }).registrations = registrations
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (url, options) {
      const registration = { readyState: document.readyState, url: String(url), done: false }
      registrations.push(registration)
      return register.call(this, url, options).finally(() => {
        registration.done = true
      })
    }
  })
})

const registrations = (page: Page) =>
  page.evaluate(() => (window as unknown as { registrations: Registration[] }).registrations)
const registered = (page: Page) =>
  expect.poll(async () => (await registrations(page)).map((r) => r.done)).toEqual([true])
const controlled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)),
    )
    .toBe(true)
/** Runs in the page: whether its registration has no worker on the way and the active worker controls the page. */
async function nothingLeftToTakeOver() {
  const registration = await navigator.serviceWorker.getRegistration()
  return (
    registration?.installing === null &&
    registration.waiting === null &&
    registration.active !== null &&
    navigator.serviceWorker.controller?.scriptURL === registration.active.scriptURL
  )
}
const buildMarker = (page: Page) => page.locator('meta[name="build"]')
const toast = (page: Page, title: string) => page.getByRole('status').getByRole('listitem').filter({ hasText: title })

test('registers /sw.js once the page has loaded, with workbox-window outside the first paint', async ({
  page,
  request,
}) => {
  await page.goto(server.url)
  await registered(page)
  expect(await registrations(page)).toEqual([{ readyState: 'complete', url: '/sw.js', done: true }])

  // The built HTML, not the live page: the page adds preloads of its lazy chunks later.
  const firstPaintScripts = firstPaint(buildA).scripts.map(({ file }) => `/${file}`)
  expect(firstPaintScripts.length).toBeGreaterThan(1)
  for (const src of firstPaintScripts)
    expect(await (await request.get(server.url + src)).text(), src).not.toContain('SKIP_WAITING')
})

test('the worker controls the first visit, which says once that the site works offline; the next visit does not', async ({
  page,
}) => {
  await page.goto(server.url)
  await controlled(page)
  // News that can wait: it waits until the reader has left the top of the page.
  await noticeHadItsChance(page)
  await expect(toast(page, 'Ready to work offline')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo({ top: innerHeight, behavior: 'instant' }))
  await expect(toast(page, 'Ready to work offline')).toHaveCount(1)
  await expect(toast(page, 'Ready to work offline')).toContainText('Elena Marlowe’s site is saved on this device.')

  await page.reload()
  await registered(page)
  await controlled(page)
  await page.evaluate(() => window.scrollTo({ top: innerHeight, behavior: 'instant' }))
  // Nothing more happens on this visit once the worker is registered: a misplaced toast has had its chance to show.
  await noticeHadItsChance(page)
  await expect(toast(page, 'Ready to work offline')).toHaveCount(0)
})

test('a new build is offered when the page is shown again, and "Reload" brings it in one reload', async ({ page }) => {
  await page.goto(server.url)
  await controlled(page)
  await expect(buildMarker(page)).toHaveAttribute('content', markerA)

  server.serve(buildB)
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  const offer = toast(page, 'A new version is available')
  await expect(offer).toBeVisible()

  let loads = 0
  page.on('load', () => loads++)
  await offer.getByRole('button', { name: 'Reload' }).click()

  // Served by the new worker from its own precache: A's worker would still answer with "a".
  await expect(buildMarker(page)).toHaveAttribute('content', 'b')
  await registered(page)
  await controlled(page)
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
  ).toBeNull()
  // No worker is installing or waiting, and the active one controls the page: nothing is left to take it over and reload it.
  await expect.poll(() => page.evaluate(nothingLeftToTakeOver)).toBe(true)
  expect(loads).toBe(1)
  await expect(offer).toHaveCount(0)
})
