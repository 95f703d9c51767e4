import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { homeBooks } from '../src/content/home-books.ts'
import { fill } from '../src/content/words.ts'
import { precacheFiles } from '../tooling/bundle-size.ts'
import { loadContent } from '../tooling/content/load-content.ts'
import { loadWords } from '../tooling/content/words/load-words.ts'
import { secondAuthorBuild } from './fixtures/second-author-build.ts'
import { textGap } from './support/book-card.ts'
import { content as defaultContent } from './support/content.ts'
import { readerSizes } from './support/reader-sizes.ts'
import { startSwitchableServer } from './support/switchable-server.ts'
import { expect, test } from './support/test.ts'

const defaultAuthor = defaultContent.author.name

/** The words a fixture's build shows: its locale's, with the author's own. */
const wordsOf = (contentDir: string) => loadWords(contentDir, loadContent(contentDir).site)

/** Every text file the build wrote, by path: what a reader's browser or a crawler could see. */
function builtText(outDir: string): Map<string, string> {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|js|css|json|webmanifest|svg|txt)$/.test(file),
  )
  return new Map(files.map((file) => [file, readFileSync(join(outDir, file), 'utf8')]))
}

for (const books of [1, 7]) {
  test(`the same build makes a second author's site with ${books} book(s), naming them and never ${defaultAuthor}`, async () => {
    // A cold build takes minutes on a busy machine.
    test.setTimeout(300_000)
    const { contentDir, outDir } = await secondAuthorBuild(books)
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    expect(html).toContain('<title>Tomás Varga — Crime Writer</title>')
    expect(html).toContain('<html lang="en-GB" dir="ltr">')
    expect(html).toContain('<meta name="theme-color" content="#f2f5f3"')
    expect(html).toContain('--accent:#1f5f4a')
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1])
    const [person, ...graphBooks] = jsonLd['@graph']
    expect(person).toMatchObject({
      name: 'Tomás Varga',
      jobTitle: 'Crime Writer',
      sameAs: ['https://mastodon.example/@tomasvarga'],
    })
    // The home describes the books it shows; each book's page and the catalogue describe the rest.
    expect(graphBooks.map((book: { name: string }) => book.name)).toEqual(
      homeBooks(loadContent(contentDir).books).map((book) => book.title),
    )
    // Each edition is a work example with its own offers, on its book's page.
    const [, bookNode] = JSON.parse(
      readFileSync(join(outDir, `${new URL(graphBooks[0].url).pathname.slice(1)}.html`), 'utf8').match(
        /<script type="application\/ld\+json">(.*?)<\/script>/,
      )![1],
    )['@graph']
    expect(bookNode.workExample[0].offers[0]).toMatchObject({
      priceCurrency: 'EUR',
      seller: { name: 'Riverside Books' },
    })
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.webmanifest'), 'utf8'))
    expect(manifest).toMatchObject({
      name: 'Tomás Varga — Crime Writer',
      short_name: 'Tomás Varga',
      theme_color: '#f2f5f3',
    })
    // The fixture keeps the demo's screenshots: the install dialog shows none of another author's, the social card is the icon.
    expect(manifest.screenshots).toEqual([])
    expect(html).toContain('<meta property="og:image" content="https://tomas-varga.example/icons/icon-512.png" />')
    expect(html).toContain('<meta name="twitter:card" content="summary" />')
    expect(readdirSync(outDir)).not.toContain('screenshots')
    expect(readFileSync(join(outDir, 'icons/favicon.svg'), 'utf8')).toContain('fill="#1f5f4a"')
    const precached = precacheFiles(outDir)
    // Each raster image is precached once, as its 1x AVIF.
    const precachedAvif = (name: string) =>
      precached.filter((file) => new RegExp(`^assets/${name}-\\d+w-[\\w-]+\\.avif$`).test(file))
    for (let n = 1; n <= books; n++) expect(precachedAvif(`river-case-${n}`)).toHaveLength(1)
    expect(precachedAvif('portrait')).toHaveLength(1)
    // One book stands alone on the home: its title heads the books section, where a list has "Featured Books".
    expect(html.includes(`>${wordsOf(contentDir).books.heading}</h2>`)).toBe(books > 1)
    expect(html.includes('<section id="books" aria-labelledby="book-0-title"')).toBe(books === 1)
    // Nor is a catalogue of one offered to search engines: left out of the sitemap, and marked not to be indexed.
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8')
    expect(sitemap.includes('/books</loc>')).toBe(books > 1)
    // A mail's links open the newsletter's pages: built for the 7-book site's newsletter, none for the one-book site,
    // which has no newsletter (its addresses are the 404); in neither the sitemap nor the precache.
    for (const file of ['newsletter/confirm.html', 'newsletter/unsubscribe.html'])
      expect(existsSync(join(outDir, file)), file).toBe(books > 1)
    expect(sitemap).not.toContain('/newsletter/')
    expect(precached.filter((file) => file.startsWith('newsletter/'))).toEqual([])
    expect(readFileSync(join(outDir, 'books.html'), 'utf8').includes('noindex')).toBe(books === 1)
    // The 7-book site offers its newsletter on its book pages only, the one-book site none.
    expect(html).not.toContain('id="newsletter"')
    expect(readFileSync(join(outDir, `books/river-case-${books}.html`), 'utf8').includes('Notes from the River')).toBe(
      books > 1,
    )
    for (const [file, text] of builtText(outDir)) expect(text, file).not.toContain(defaultAuthor)
  })
}

// The smallest phone, where the header's links fold into its menu, and a wide screen, where the cover stands beside the text.
for (const size of [readerSizes[0], { width: 1440, height: 900 }]) {
  test(`a one-book site sets its book alone at ${size.width}×${size.height}: no list heading, no catalogue offered, no empty column, no list's parts, the 404 in the singular`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const { contentDir, outDir } = await secondAuthorBuild(1)
    const words = wordsOf(contentDir)
    const host = await startSwitchableServer(outDir)
    try {
      await page.setViewportSize(size)
      await page.goto(`${host.url}/`)
      const title = 'The River Case 1'
      const section = page.getByRole('region', { name: title })
      await expect(section.getByRole('heading', { level: 2, name: title })).toBeAttached()
      await expect(page.getByRole('heading', { name: words.books.heading })).toHaveCount(0)
      // Every book is on the home, so no link offers the catalogue as somewhere to go: the header names the book's section.
      await expect(page.locator('a[href="/books"]')).toHaveCount(0)
      await expect(page.getByRole('link', { name: words.header.book, exact: true }).first()).toHaveAttribute(
        'href',
        '/#books',
      )
      await expect(page.getByRole('link', { name: words.hero.exploreBook })).toHaveAttribute('href', '#books')
      const card = section.getByRole('article', { name: title })
      await card.scrollIntoViewIfNeeded()
      // The cover no longer stretches the card beyond its text: no gap in the text's column a fifth of its height.
      const { height, widestGap } = await textGap(card)
      expect(widestGap).toBeLessThan(height / 5)
      // Nor in its width: its lines reach near its far side, the card no wider than what it tells.
      const { inner, reach } = await card.evaluate((node) => {
        const box = node.getBoundingClientRect()
        const style = getComputedStyle(node)
        const start = box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft)
        const end = box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight)
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
        const range = document.createRange()
        let right = start
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          range.selectNodeContents(text)
          for (const rect of range.getClientRects()) right = Math.max(right, rect.right)
        }
        return { inner: end - start, reach: right - start }
      })
      expect(inner - reach, `its text reaches ${reach} px of ${inner}`).toBeLessThan(inner / 5)
      // Its section is the book: no line about the books floats over it without a heading.
      await expect(page.getByText(loadContent(contentDir).site.booksIntro)).toHaveCount(0)
      // Its second telling, not the hero's card again: the description and a review, the way to its page, and no second
      // cover, summary or Buy (the hero shows those just above).
      const [book] = loadContent(contentDir).books
      await expect(card.getByText(book.description.paragraphs[0])).toBeVisible()
      await expect(card.getByText(book.reviews[0].quote)).toBeVisible()
      await expect(card.getByRole('link', { name: words.books.details, exact: true })).toHaveAttribute(
        'href',
        `/books/${book.slug}`,
      )
      await expect(card.locator('img')).toHaveCount(0)
      await expect(card.getByRole('link', { name: /Riverside Books/ })).toHaveCount(0)
      await expect(page.getByText(book.summary, { exact: true })).toHaveCount(1)

      // The catalogue of one, kept for an address typed or kept: its tile, with nothing to search, narrow, order or count.
      await page.goto(`${host.url}/books`)
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: title }).first()).toBeVisible()
      // Headed and titled as the book, not as "all" of one.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.header.book)
      await expect(page).toHaveTitle(`${words.header.book} — Tomás Varga`)
      await expect(page.getByRole('search')).toHaveCount(0)
      await expect(main.getByRole('combobox')).toHaveCount(0)
      await expect(main.getByRole('status')).toHaveCount(0)

      // The 404 speaks of the book, and so does the address of a newsletter the site does not have.
      for (const missing of ['/no-such-page', '/newsletter/confirm']) {
        await page.goto(`${host.url}${missing}`)
        await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
        await expect(page.getByText(fill(words.notFound.movedOne, { name: 'Tomás' }))).toBeVisible()
        await expect(page.getByRole('link', { name: words.notFound.book, exact: true })).toHaveAttribute(
          'href',
          '/#books',
        )
        await expect(page.getByRole('link', { name: words.notFound.books, exact: true })).toHaveCount(0)
      }
    } finally {
      await host.close()
    }
  })
}
