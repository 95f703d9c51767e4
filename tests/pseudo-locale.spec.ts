import { loadContent } from '../tooling/content/load-content.ts'
import { en } from '../tooling/content/locales/en.ts'
import { pseudoTag, pseudoText } from '../tooling/content/locales/pseudo.ts'
import { readingWhen } from '../tooling/content/reading-when.ts'
import { localeAuthor } from './fixtures/make-locale-author.ts'
import { pseudoAuthorBuild } from './fixtures/second-author-build.ts'
import { fixtureSite } from './support/fixture-site.ts'
import { holdApp } from './support/hold-app.ts'
import { layOutEverySection } from './support/lay-out-every-section.ts'
import { waitUntilLive } from './support/live.ts'
import { servePrerendered } from './support/prerendered.ts'
import { readerText } from './support/reader-text.ts'
import { expect, type Page, test } from './support/test.ts'

// Every fixed word on the pseudo-locale's site is accented and the author's own words are Portuguese, so a word
// of plain ASCII letters that is neither the author's nor the calendar's was written into a component.

const site = fixtureSite(pseudoAuthorBuild)
const contentDir = '.fixtures/pseudo-author'

// Compared in lower case: a heading set in capitals by its style is shown in capitals.
const wordsOf = (text: string) => (text.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase())
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : []

/** The author's words, as the content gives them: names, titles, a store's name. */
const authorsWords = () => stringsIn(loadContent(contentDir)).flatMap(wordsOf)

/** The calendar's words in the site's language: days, months, AM and PM, and the readings' times as the build writes them ("at", the zones). */
function calendarWords(): string[] {
  const week = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2027, 0, 4 + day, 9)))
  const year = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2027, month, 1, 21)))
  const named = (dates: Date[], options: Intl.DateTimeFormatOptions[]) =>
    dates.flatMap((date) => options.map((option) => new Intl.DateTimeFormat(pseudoTag, option).format(date)))
  return [
    ...named(week, [{ weekday: 'long' }, { weekday: 'short' }, { hour: 'numeric', hour12: true }]),
    ...named(year, [{ month: 'long' }, { month: 'short' }, { hour: 'numeric', hour12: true }]),
    ...loadContent(contentDir).readings.readings.map((reading) => readingWhen(reading, pseudoTag)),
  ].flatMap(wordsOf)
}

// Read once the fixture is built (its beforeAll), not once a check.
let notTheSites: Set<string> | undefined
const wordsNotTheSites = () => (notTheSites ??= new Set([...authorsWords(), ...calendarWords()]))

const shown = (page: Page) => readerText(page).then((text) => wordsOf(text))

/** The words on the page that are plain ASCII and neither the author's, the calendar's nor what the reader typed: the site's words left unaccented. */
async function expectNoPlainWord(page: Page, where: string, readersOwn = '') {
  await expect(page.locator('html'), where).toHaveAttribute('lang', pseudoTag)
  await layOutEverySection(page)
  const typed = wordsOf(readersOwn)
  const plain = [...new Set(await shown(page))].filter(
    (word) => /^[a-z]+$/.test(word) && !wordsNotTheSites().has(word) && !typed.includes(word),
  )
  expect.soft(plain, `unaccented words on ${where}`).toEqual([])
}

const { slug } = localeAuthor.portugueseBook
const pages = [
  ['/', 'the home'],
  ['/books/one', 'a book’s page with a review'],
  [`/books/${slug}/sample`, 'a sample chapter'],
  ['/books', 'the catalogue'],
  ['/series/o-cais', 'a series'],
  ['/newsletter/confirm', 'the newsletter’s confirmation page'],
] as const

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(localeAuthor.now)
  await servePrerendered(
    page,
    site.url,
    site.outDir,
    pages.map(([path]) => path).filter((path) => path !== '/'),
  )
})

test('before the app’s code has run, every kind of page shows only accented words but the author’s', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await holdApp(page)
  for (const [path, where] of pages) {
    await page.goto(`${site.url}${path}`)
    await expectNoPlainWord(page, `${where}, before the app runs`)
  }
})

test('with the app live, every kind of page, the 404, the dialogs, the chat and the forms’ errors show only accented words but the author’s', async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const [path, where] of [...pages, ['/no/such/page', 'the 404']]) {
    await page.goto(`${site.url}${path}`)
    await waitUntilLive(page)
    await expectNoPlainWord(page, where)
  }

  await page.goto(`${site.url}/`)
  await waitUntilLive(page)
  await page.getByRole('button', { name: pseudoText(en.about.schedule) }).click()
  const schedule = page.getByRole('dialog', { name: pseudoText(en.readings.schedule) })
  await expect(schedule).toBeVisible()
  await expectNoPlainWord(page, 'the reading schedule')
  await page.keyboard.press('Escape')
  await expect(schedule).toBeHidden()

  await page
    .getByRole('link', { name: pseudoText(en.books.details) })
    .first()
    .click()
  const details = page.getByRole('dialog')
  await expect(details).toBeVisible()
  await expectNoPlainWord(page, 'a book’s details')
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()

  const field = (label: string) => page.getByLabel(pseudoText(label), { exact: true })
  await field(en.contact.name).click()
  await field(en.contact.email).fill('ines@')
  await field(en.contact.message).fill('Olá')
  await field(en.contact.message).press('Tab')
  for (const label of [en.contact.name, en.contact.email, en.contact.message])
    await expect(field(label)).toHaveAttribute('aria-invalid', 'true')
  await expectNoPlainWord(page, 'the contact form with its errors')
  await field(en.newsletter.email).fill('ines@')
  await field(en.newsletter.email).press('Enter')
  await expect(field(en.newsletter.email)).toHaveAttribute('aria-invalid', 'true')
  await expectNoPlainWord(page, 'the newsletter form with its error')

  // On a phone the floating buttons stay away while a field has the keyboard: the reader puts it away first.
  await field(en.newsletter.email).blur()
  await page.getByRole('button', { name: pseudoText(en.chatButton.label) }).click()
  const message = page.getByRole('textbox', { name: pseudoText(en.chat.yourMessage) })
  const question = 'Quando sai o próximo livro?'
  await message.fill(question)
  await message.press('Enter')
  await expect(page.getByRole('log').locator(':scope > p')).toHaveCount(3)
  await expectNoPlainWord(page, 'the chat with a reply', question)
})
