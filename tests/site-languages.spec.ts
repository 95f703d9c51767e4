import { localeAuthor } from './fixtures/make-locale-author.ts'
import { axeViolations } from './support/axe.ts'
import { bookCard } from './support/book-card.ts'
import { languageAuthorSite } from './support/fixture-site.ts'
import { layOutEverySection } from './support/lay-out-every-section.ts'
import { waitUntilLive } from './support/live.ts'
import { servePrerendered } from './support/prerendered.ts'
import { expect, test } from './support/test.ts'

// Written out, not read from the locale files: a word that never reaches the page, or a price written the English way, fails.
// Portuguese, the second language, is a reader's whole path (portuguese-reader.spec.ts).
const languages = [
  {
    language: 'fr',
    books: 'Livres à la une',
    buy: 'Acheter sur Shop – 9,99 €',
    aboutBook: 'À propos de ce livre',
    largerText: 'Texte plus grand',
  },
]

const { slug, title } = localeAuthor.portugueseBook

for (const { language, books, buy, aboutBook, largerText } of languages)
  test.describe(`the site in ${language}`, () => {
    const site = languageAuthorSite(language)

    test(`its home, a book and its sample speak ${language}, with no axe violations`, async ({ page }) => {
      test.setTimeout(120_000)
      // Every section shown at once, so axe sees each page as a reader finally does.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await servePrerendered(page, site.url, site.outDir, [`/books/${slug}`, `/books/${slug}/sample`])

      await page.goto(`${site.url}/`)
      await waitUntilLive(page)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { name: books })).toBeVisible()
      await expect(bookCard(page, title).getByRole('link', { name: buy })).toBeVisible()
      await layOutEverySection(page)
      expect(await axeViolations(page)).toEqual([])

      await page.goto(`${site.url}/books/${slug}`)
      await waitUntilLive(page)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { name: aboutBook })).toBeVisible()
      await expect(page.getByRole('link', { name: buy }).first()).toBeVisible()
      expect(await axeViolations(page)).toEqual([])

      await page.goto(`${site.url}/books/${slug}/sample`)
      await waitUntilLive(page)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('button', { name: largerText })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  })
