import { homeBooks } from '#src/content/home-books.ts'
import { bookCard, tapViewDetails } from './support/book-card.ts'
import { fillContactForm, sendButton } from './support/contact-form.ts'
import { content } from './support/content.ts'
import { scrollToRevealed, waitUntilLive } from './support/live.ts'
import { emailField, subscribeButton } from './support/newsletter.ts'
import { newsletter, uniqueReader } from './support/newsletter-form.ts'
import { expectStoredOnce, toast, uniqueMessage } from './support/outbox.ts'
import { passEverySection } from './support/pass-every-section.ts'
import { expect, type Page, test } from './support/test.ts'

/** Whether the page has fetched a file whose name starts so (a chunk is named after its module). */
const fetched = (page: Page, prefix: string) =>
  page.evaluate(
    (prefix) =>
      performance.getEntriesByType('resource').some((entry) => entry.name.split('/').pop()?.startsWith(prefix)),
    prefix,
  )

/**
 * Installs the page's clock (call before the page loads; it stubs the page's list of fetched files, so the files are
 * watched from here) and returns what the page asked for and received, and a wait for the page to have had ample
 * time, in no time: the clock is moved well past any moment code started with what has come would have been asked
 * for, then the wait lasts until nothing the page asked for is on the way and it has had an idle moment to ask more.
 */
async function watchFiles(page: Page) {
  await page.clock.install()
  const [asked, received] = [new Set<string>(), new Set<string>()]
  const name = (url: string) => new URL(url).pathname.split('/').pop() ?? ''
  page.on('request', (request) => asked.add(request.url()))
  page.on('requestfinished', (request) => received.add(request.url()))
  page.on('requestfailed', (request) => received.add(request.url()))
  const any = (urls: Set<string>, prefix: string) => [...urls].some((url) => name(url).startsWith(prefix))
  return {
    asked: (prefix: string) => any(asked, prefix),
    received: (prefix: string) => any(received, prefix),
    async quiet() {
      await page.clock.fastForward(5_000)
      await expect(async () => {
        await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)))
        expect([...asked].filter((url) => !received.has(url))).toEqual([])
      }).toPass()
    },
  }
}

test('a section far below the fold loads its code and comes alive only once the reader nears it', async ({ page }) => {
  const files = await watchFiles(page)
  await page.goto('/')
  // The section just below the hero is near from the start: the app is running once its code has come.
  await expect.poll(() => files.received('About-')).toBe(true)
  await files.quiet()
  expect(files.asked('ContactSection-')).toBe(false)
  await expect(sendButton(page)).toBeDisabled()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')

  await page.locator('#contact').scrollIntoViewIfNeeded()
  await expect.poll(() => files.received('ContactSection-')).toBe(true)
  await fillContactForm(page)
  await expect(sendButton(page)).toBeEnabled()
})

test('a section still held when the reader leaves the home renders at once on the way back', async ({ page }) => {
  // The home's first card: the contact section is still far below it.
  const [book] = homeBooks(content.books)
  await page.goto('/')
  await expect.poll(() => fetched(page, 'About-')).toBe(true)
  const card = bookCard(page, book.title)
  await scrollToRevealed(card)
  expect(await fetched(page, 'ContactSection-')).toBe(false)
  await tapViewDetails(card)
  await page.getByRole('dialog', { name: book.title }).getByRole('link', { name: 'Open the book’s page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
  await page.goBack()
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await fillContactForm(page)
  await expect(sendButton(page)).toBeEnabled()
})

test('every section comes back when React has to replace markup it could not adopt', async ({ page }) => {
  // What a translating extension does to the page before the app starts: React renders it anew.
  await page.route('/', async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const translated = html.replace('Powered by', 'Propulsé par')
    expect(translated, 'the credit’s words in the prerendered page').not.toBe(html)
    await route.fulfill({ response, body: translated })
  })
  await page.goto('/')
  await waitUntilLive(page)
  await expect(page.locator('footer')).toContainText('Powered by')
  for (const id of ['about', 'books', 'contact']) await expect(page.locator(`main section#${id}`)).toBeAttached()
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await fillContactForm(page)
  await expect(sendButton(page)).toBeEnabled()
})

test.describe('before the worker has the code', () => {
  test('a section neared while offline keeps its text, and comes alive once back online', async ({ page, context }) => {
    const failed: string[] = []
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
    await page.goto('/')
    await expect.poll(() => fetched(page, 'About-')).toBe(true)
    await context.setOffline(true)
    // The reader nears every section on the way down; none can download its code now.
    await page.evaluate(passEverySection)
    await expect.poll(() => failed.some((path) => path.startsWith('/assets/ContactSection-'))).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.author.name)
    for (const book of content.books)
      await expect(page.getByRole('heading', { level: 3, name: book.title })).toBeAttached()
    await expect(sendButton(page)).toBeDisabled()

    await context.setOffline(false)
    await waitUntilLive(page)
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await fillContactForm(page)
    await expect(sendButton(page)).toBeEnabled()
  })

  test('a message typed into the form before its code arrived is kept, and sent once it is live', async ({
    page,
    context,
    request,
  }) => {
    const message = uniqueMessage()
    await page.goto('/')
    await expect.poll(() => fetched(page, 'About-')).toBe(true)
    await context.setOffline(true)
    await page.evaluate(passEverySection)
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await fillContactForm(page, message)
    await expect(sendButton(page)).toBeDisabled()

    await context.setOffline(false)
    await waitUntilLive(page)
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message.Message)
    await sendButton(page).click()
    await expect(toast(page, 'Message Sent!')).toBeVisible()
    await expectStoredOnce(request, message)
  })
})

test.describe('on a phone', () => {
  // A screen short enough that the book's page puts its newsletter form more than a screen below.
  test.use({ viewport: { width: 390, height: 600 } })

  test('a book page’s newsletter form loads its code only once the reader nears it', async ({ page }) => {
    // A book that is out: a book still to come offers its release alert, whose form's code comes with the page.
    const out = content.books.find((book) => !book.release?.forthcoming)
    test.skip(
      !newsletter?.showOn.includes('book') || !out,
      'the content shows no form on the page of a book that is out',
    )
    const files = await watchFiles(page)
    await page.goto(`/books/${out?.slug}`)
    await waitUntilLive(page)
    await files.quiet()
    expect(files.asked('NewsletterSection-')).toBe(false)

    await page.locator('#newsletter').scrollIntoViewIfNeeded()
    await expect.poll(() => files.received('NewsletterSection-')).toBe(true)
    await emailField(page).fill(uniqueReader())
    await expect(subscribeButton(page)).toBeEnabled()
  })
})
