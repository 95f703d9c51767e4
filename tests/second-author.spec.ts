import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { homeBooks } from '../src/content/home-books.ts'
import { precacheFiles } from '../tooling/bundle-size.ts'
import { loadContent } from '../tooling/content/load-content.ts'
import { secondAuthorBuild } from './fixtures/second-author-build.ts'
import { content as defaultContent } from './support/content.ts'
import { expect, test } from './support/test.ts'

const defaultAuthor = defaultContent.author.name

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
    // Each edition is a work example with its own offers.
    expect(graphBooks[0].workExample[0].offers[0]).toMatchObject({
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
    // The 7-book site offers its newsletter on its book pages only, the one-book site none.
    expect(html).not.toContain('id="newsletter"')
    expect(readFileSync(join(outDir, `books/river-case-${books}.html`), 'utf8').includes('Notes from the River')).toBe(
      books > 1,
    )
    for (const [file, text] of builtText(outDir)) expect(text, file).not.toContain(defaultAuthor)
  })
}
