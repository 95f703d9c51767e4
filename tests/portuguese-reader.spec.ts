import { readFile } from 'node:fs/promises'
import { englishPhrases, phrasesIn } from '../tooling/content/locales/english-left.ts'
import { readLocale } from '../tooling/content/words/locale-file.ts'
import { localeAuthor } from './fixtures/make-locale-author.ts'
import { axeViolations } from './support/axe.ts'
import { axeWithDialogOpen } from './support/axe-dialog.ts'
import { bookCard } from './support/book-card.ts'
import { answerContact } from './support/contact-route.ts'
import { languageAuthorSite } from './support/fixture-site.ts'
import { holdApp } from './support/hold-app.ts'
import { layOutEverySection } from './support/lay-out-every-section.ts'
import { waitUntilLive } from './support/live.ts'
import { servePrerendered } from './support/prerendered.ts'
import { readerText } from './support/reader-text.ts'
import { expect, type Page, test } from './support/test.ts'

const language = 'pt-PT'
const english = englishPhrases(readLocale(language))
const { slug, title } = localeAuthor.portugueseBook

/** The page speaks Portuguese: its lang, no English phrase of the site's words, and no axe violation; each found is listed. */
async function expectPortuguese(page: Page, where: string, axe = axeViolations) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', language)
  await layOutEverySection(page)
  expect.soft(phrasesIn(await readerText(page), english), `English on ${where}`).toEqual([])
  expect.soft(await axe(page), `axe on ${where}`).toEqual([])
}

const site = languageAuthorSite(language)

// A reader on a phone, every section shown at once, so each check sees the page as the reader finally does.
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(localeAuthor.now)
  await servePrerendered(page, site.url, site.outDir, [`/books/${slug}`, `/books/${slug}/sample`])
})

test('the home, a book and its sample say everything in Portuguese', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(`${site.url}/`)
  await waitUntilLive(page)
  await expect(page.getByRole('heading', { name: 'Livros em destaque' })).toBeVisible()
  const buy = 'Comprar na Shop – 9,99 €'
  await expect(bookCard(page, title).getByRole('link', { name: buy })).toBeVisible()
  await expectPortuguese(page, 'the home')

  await page.goto(`${site.url}/books/${slug}`)
  await waitUntilLive(page)
  await expect(page.getByRole('heading', { name: 'Sobre este livro' })).toBeVisible()
  await expect(page.getByRole('link', { name: buy }).first()).toBeVisible()
  await expectPortuguese(page, 'the book’s page')

  await page.goto(`${site.url}/books/${slug}/sample`)
  await waitUntilLive(page)
  await expect(page.getByRole('button', { name: 'Texto maior' })).toBeVisible()
  await expectPortuguese(page, 'the sample')
})

test('before the app’s code has run, every page is already Portuguese and a field left empty is checked in Portuguese', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const release = await holdApp(page)
  for (const [path, where] of [
    ['/', 'the home'],
    [`/books/${slug}`, 'the book’s page'],
    [`/books/${slug}/sample`, 'the sample'],
  ]) {
    await page.goto(`${site.url}${path}`)
    await expectPortuguese(page, `${where} before the app runs`)
  }

  await page.goto(`${site.url}/#contact`)
  const name = page.getByLabel('Nome', { exact: true })
  await name.click()
  await page.getByLabel('Endereço de email', { exact: true }).fill('ines@example.com')
  await expect(page.getByText('Nome: preenchimento obrigatório')).toHaveCount(0)
  release()
  await expect(name).toHaveAccessibleDescription('Nome: preenchimento obrigatório')
  await expectPortuguese(page, 'the form checked once the app runs')
})

test('a reading added to the calendar: the venue’s 24-hour clock with its zone, a Portuguese .ics', async ({
  page,
}) => {
  await page.goto(`${site.url}/`)
  await waitUntilLive(page)
  await page.getByRole('button', { name: 'Agenda de leituras' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agenda de leituras' })
  const items = dialog.getByRole('listitem')
  await expect(items.filter({ hasText: 'Lisboa' }).locator('time')).toHaveText(
    'sábado, 12 de junho de 2027 às 18:30 WEST',
  )
  await expect(items.filter({ hasText: 'Londres' }).locator('time')).toContainText('às 19:00')
  await expectPortuguese(page, 'the reading schedule', axeWithDialogOpen)

  const summary = 'Leitura: Ada Quill, Livraria do Cais'
  const link = dialog.getByRole('link', { name: `Adicionar ao calendário: ${summary}, Lisboa` })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).replace(/\r\n /g, '').split('\r\n')
  expect(lines).toContain(`SUMMARY:${summary.replace(',', '\\,')}`)
  expect(lines).toContain('LOCATION:Livraria do Cais\\, Cais 1\\, Lisboa')
  expect(lines).toContain('DESCRIPTION:sábado\\, 12 de junho de 2027 às 18:30 WEST\\nUma leitura.')
  expect(lines).toContain('DTSTART:20270612T173000Z')
  // What a calendar shows the reader; the product's id is for calendars alone.
  const shown = lines.filter((line) => /^(SUMMARY|LOCATION|DESCRIPTION):/.test(line)).join('\n')
  expect(phrasesIn(shown, english), 'English in the .ics').toEqual([])
})

test('a message sent: a field left empty and the thanks say so in Portuguese', async ({ page }) => {
  await answerContact(page, 200)
  await page.goto(`${site.url}/#contact`)
  await waitUntilLive(page)
  const subject = page.getByLabel('Assunto', { exact: true })
  await subject.fill('')
  await subject.blur()
  await expect(subject).toHaveAccessibleDescription('Assunto: preenchimento obrigatório')
  await expectPortuguese(page, 'the form with a field left empty')

  await page.getByLabel('Nome', { exact: true }).fill('Inês Leitora')
  await page.getByLabel('Endereço de email', { exact: true }).fill('ines@example.com')
  await subject.fill('O Mar de Dentro')
  await page.getByLabel('Mensagem', { exact: true }).fill('O final fez-me chorar no comboio.')
  await page.getByRole('button', { name: 'Enviar mensagem' }).click()
  const toast = page.getByRole('status').getByRole('listitem').filter({ hasText: 'Mensagem enviada!' })
  await expect(toast).toContainText('Obrigada pela sua mensagem. A Ada responderá em breve.')
  await expectPortuguese(page, 'the thanks for a message sent')
})
