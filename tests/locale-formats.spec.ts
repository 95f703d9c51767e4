import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeAuthor } from './fixtures/make-locale-author.ts'
import { localeAuthorBuild } from './fixtures/second-author-build.ts'
import { bookCard } from './support/book-card.ts'
import { waitUntilLive } from './support/live.ts'
import { errorsOf } from './support/page-errors.ts'
import { startSwitchableServer } from './support/switchable-server.ts'
import { expect, type Locator, test } from './support/test.ts'

/** The language a text is read in: the `lang` of its nearest element that has one, as screen readers take it. */
const languageOf = (text: Locator) => text.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))

let server: Awaited<ReturnType<typeof startSwitchableServer>>
let outDir: string
const { portugueseBook } = localeAuthor

test.beforeAll(async () => {
  test.setTimeout(300_000)
  outDir = (await localeAuthorBuild()).outDir
  server = await startSwitchableServer(outDir)
})
test.afterAll(async () => server.close())

// A reader in Tokyo whose browser speaks German: the page still shows the venue's clock in the site's language.
test.use({ timezoneId: 'Asia/Tokyo', locale: 'de-DE' })

test('a reading in Lisbon and one in London show the venue’s time and the zone’s name its readers know', async ({
  page,
}) => {
  await page.clock.setFixedTime(localeAuthor.now)
  await page.goto(`${server.url}/`)
  await waitUntilLive(page)
  await page.getByRole('button', { name: 'Reading Schedule' }).click()
  const items = page.getByRole('dialog', { name: 'Reading Schedule' }).getByRole('listitem')
  await expect(items).toHaveCount(localeAuthor.readings.length)
  for (const [index, { city, when }] of localeAuthor.readings.entries()) {
    await expect(items.nth(index)).toContainText(city)
    await expect(items.nth(index).locator('time')).toHaveText(when)
  }
})

test('a book in Portuguese carries lang="pt-PT" on its text, prerendered and hydrated alike; the site’s words stay the site’s', async ({
  page,
}) => {
  const path = `/books/${portugueseBook.slug}`
  const file = join(outDir, `${path}.html`)
  const html = readFileSync(file, 'utf8')
  expect(html).toMatch(new RegExp(`<h1 [^>]*lang="${portugueseBook.language}"[^>]*>${portugueseBook.title}</h1>`))
  expect(html).toContain(`"inLanguage":"${portugueseBook.language}"`)
  // The host answers a book's address with its prerendered file; the test's server only with the app's shell.
  await page.route(`${server.url}${path}`, (route) => route.fulfill({ path: file }))
  const errors = errorsOf(page)
  await page.goto(`${server.url}${path}`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  const article = page.getByRole('article', { name: portugueseBook.title })
  for (const text of [
    article.getByRole('heading', { level: 1 }),
    article.getByText('Uma família à espera do mar.'),
    article.getByText('A longa história de uma família e do seu cais.'),
  ])
    expect(await languageOf(text)).toBe(portugueseBook.language)
  expect(await languageOf(article.getByRole('heading', { name: 'About This Book' }))).toBe('en')
  expect(errors).toEqual([])
})

test('its sample chapter carries the book’s language', async ({ page }) => {
  await page.goto(`${server.url}/books/${portugueseBook.slug}/sample`)
  const chapter = page.getByRole('article', { name: 'Capítulo um' })
  expect(await languageOf(chapter.getByText('A maré subia devagar sobre o cais.'))).toBe(portugueseBook.language)
  expect(await languageOf(chapter.getByRole('heading', { name: 'Capítulo um' }))).toBe(portugueseBook.language)
})

test('its card on the home carries the language on its title and summary', async ({ page }) => {
  await page.goto(`${server.url}/`)
  const card = bookCard(page, portugueseBook.title)
  expect(await languageOf(card.getByRole('heading', { name: portugueseBook.title }))).toBe(portugueseBook.language)
  expect(await languageOf(card.getByText('Uma família à espera do mar.'))).toBe(portugueseBook.language)
  expect(await languageOf(card.getByText('Published 2020'))).toBe('en')
})
