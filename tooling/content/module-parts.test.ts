import { describe, expect, it } from 'vitest'
import { consentVersionAtBuild } from './consent-version.ts'
import { loadContent } from './load-content.ts'
import { bookModule, bookPartIndex, moduleValue } from './module-parts.ts'
import { book, validFiles, writeContent } from './test-content.ts'
import { loadWords } from './words/load-words.ts'

/** A part of the content in `dir`, as the build serves it. */
const partOf = (dir: string) => {
  const content = loadContent(dir)
  return (id: string) => moduleValue(id, content, () => loadWords(dir, content.site))
}

const withSiteYaml = (block: string) => {
  const files = validFiles()
  return partOf(writeContent({ ...files, 'site.yaml': `${files['site.yaml']}${block}` }))
}

describe('the newsletter’s parts', () => {
  it('without a block: no form, the form shown nowhere, no pages for a mail’s links', () => {
    const part = partOf(writeContent(validFiles()))
    expect(part('\0virtual:content/site')).toMatchObject({ newsletterOn: [] })
    expect(part('\0virtual:content/newsletter')?.newsletter).toBeUndefined()
  })

  it('with one: the first paint’s site part carries only where it shows; the copy travels with the form', () => {
    const part = withSiteYaml(
      'newsletter:\n  heading: Letters\n  intro: Now and then.\n  consent: Yes.\n  showOn: [book]\n  words:\n    subscribe: Join\n    alertConsent: Tell me once.\n',
    )
    const site = part('\0virtual:content/site')
    expect(site).toMatchObject({ newsletterOn: ['book'] })
    expect(site?.site).not.toHaveProperty('newsletter')
    expect(part('\0virtual:content/newsletter')).toEqual({
      newsletter: {
        heading: 'Letters',
        intro: 'Now and then.',
        consent: 'Yes.',
        consentVersion: consentVersionAtBuild('Yes.'),
        // A release alert's own line, the author's when she words it, named by its version too.
        alert: { consent: 'Tell me once.', consentVersion: consentVersionAtBuild('Tell me once.') },
      },
    })
  })

  it('shows the form on both kinds of page unless told otherwise', () => {
    const part = withSiteYaml('newsletter:\n  heading: Letters\n  intro: Now and then.\n  consent: Yes.\n')
    expect(part('\0virtual:content/site')).toMatchObject({ newsletterOn: ['home', 'book'] })
  })
})

/** The test content's parts on a site in `language`, its prices written with their currency's code, as any language reads. */
const partsIn = (language: string) => {
  const files = Object.fromEntries(
    Object.entries(validFiles()).map(([name, text]) => [name, text.replaceAll('$9.99', '9.99 USD')]),
  )
  return partOf(
    writeContent({ ...files, 'site.yaml': files['site.yaml'].replace('language: en', `language: ${language}`) }),
  )
}

describe('the header’s links', () => {
  it('are named in the site’s language', () => {
    const part = partsIn('pt-PT')
    const { headerLinks } = part('\0virtual:content/site') as { headerLinks: { label: string }[] }
    expect(headerLinks.map((link) => link.label)).toEqual(['Livros', 'Eventos', 'Sobre', 'Contacto'])
  })
})

describe('the counts', () => {
  it('are written for 0 to the number of books, each with its plural form and number in the site’s language', () => {
    const part = partsIn('fr')
    const { counts } = part('\0virtual:content/counts') as { counts: { forms: string[]; texts: string[] } }
    const { books: list } = part('\0virtual:content/books') as { books: unknown[] }
    const books = list.length
    // French says "0 livre" and "1 livre": both are "one".
    expect(counts).toEqual({
      language: 'fr',
      forms: Array.from({ length: books + 1 }, (_, count) => (count < 2 ? 'one' : 'other')),
      texts: Array.from({ length: books + 1 }, (_, count) => String(count)),
    })
  })
})

describe('each book’s own modules', () => {
  const dir = writeContent({
    ...validFiles(),
    'books/one.sample.md': '---\ntitle: Chapter One\n---\nIt began.\n',
  })
  const part = partOf(dir)

  it('the books list keeps what cards, the catalogue, search and the chat read, not the long text', () => {
    const { books } = part('\0virtual:content/books') as { books: Record<string, unknown>[] }
    expect(books[0]).toMatchObject({
      slug: 'one',
      title: 'One',
      summary: 'A short summary.',
      sample: { title: 'Chapter One' },
    })
    for (const book of books)
      for (const key of ['description', 'keyThemes', 'reviews']) expect(book).not.toHaveProperty(key)
  })

  it('the home’s books are chosen at build: the first three but the lead when none is featured, and whether there are more', () => {
    const { books } = part('\0virtual:content/books') as { books: { slug: string }[] }
    const { leadBook } = part('\0virtual:content/lead-book') as { leadBook: { slug: string } }
    const home = part('\0virtual:content/home-books') as { shown: { slug: string }[]; more: boolean }
    expect(leadBook.slug).toBe(books[0].slug)
    expect(home.shown.map((book) => book.slug)).toEqual(books.slice(1, 4).map((book) => book.slug))
    expect(home.more).toBe(true)
    for (const book of home.shown) expect(book).not.toHaveProperty('description')
  })

  it('a book’s entry is a module of its own, with the books before and after it in its series', () => {
    const { book, neighbours } = part('\0virtual:content/book-entry-one') as {
      book: Record<string, unknown>
      neighbours: unknown
    }
    const { books } = part('\0virtual:content/books') as { books: Record<string, unknown>[] }
    expect(book).toEqual(books[0])
    expect(neighbours).toEqual({
      previous: undefined,
      next: undefined,
      more: expect.objectContaining({ slug: 'two' }),
      shelf: [],
    })
    const inSeries = partOf(
      writeContent({ ...validFiles(), 'series/pair.md': '---\nname: The Pair\nbooks: [two, one]\n---\nTwo.\n' }),
    )
    expect(inSeries('\0virtual:content/book-entry-one')).toEqual({
      book: expect.objectContaining({ slug: 'one' }),
      neighbours: {
        previous: { slug: 'two', title: 'Two' },
        next: undefined,
        more: expect.objectContaining({ slug: 'two' }),
        shelf: [],
      },
    })
    // The next book comes as a strip offers it: the page sells it, cover, first lines, stores and all.
    expect(inSeries('\0virtual:content/book-entry-two')).toMatchObject({
      neighbours: {
        previous: undefined,
        next: { slug: 'one', title: 'One', hook: expect.any(String), buy: expect.any(Array), cover: expect.anything() },
        more: undefined,
        shelf: [],
      },
    })
  })

  it('beside the next in a series, the books after it in the series’ order, three at most', () => {
    const long = partOf(
      writeContent({
        ...validFiles(),
        ...Object.fromEntries(['three', 'four', 'five', 'six'].map((slug) => [`books/${slug}.md`, book(slug)])),
        'series/long.md': '---\nname: The Long\nbooks: [one, two, six, three, five, four]\n---\nLong.\n',
      }),
    )
    const shelf = (slug: string) =>
      (
        long(`\0virtual:content/book-entry-${slug}`) as { neighbours: { shelf: { slug: string }[] } }
      ).neighbours.shelf.map((shelved) => shelved.slug)
    expect(shelf('one')).toEqual(['six', 'three', 'five'])
    expect(shelf('three')).toEqual(['four'])
    expect(shelf('five')).toEqual([])
  })

  it('a strip where a reader stops shows the summary’s whole sentences; the first screen’s hook is cut to fit it', () => {
    const long = `${'A lighthouse keeper counts the ships that never come back '.repeat(3)}to the harbour.`
    const summary = `${long} Then one does.`
    const part = partOf(
      writeContent({
        ...validFiles(),
        'books/two.md': book('Two', `lead: true\n`).replace('A short summary.', summary),
      }),
    )
    const { leadBook } = part('\0virtual:content/lead-book') as { leadBook: { hook: string } }
    expect(leadBook.hook).toMatch(/^A lighthouse .*…$/)
    expect(part('\0virtual:content/book-entry-one')).toMatchObject({ neighbours: { more: { hook: summary } } })
  })

  it('a book with no next in a series offers the book the author leads with among the rest; one still to come, one out now', () => {
    const withPreorder = partOf(
      writeContent({
        ...validFiles(),
        'books/next.md':
          '---\ntitle: Next\ncover: covers/one.svg\ngenre: Mystery\nreleased: 2099-03-15\nbuy:\n  - retailer: Shop\n    url: https://shop.example/next\nsummary: S.\n---\nText.\n',
      }),
    )
    const more = (slug: string) =>
      (withPreorder(`\0virtual:content/book-entry-${slug}`) as { neighbours: { more?: { slug: string } } }).neighbours
        .more?.slug
    // A book out now leads to the one on pre-order, as the home does; the one on pre-order to one a reader can buy today.
    expect(more('one')).toBe('next')
    expect(more('next')).not.toBe('next')
    expect(['one', 'two']).toContain(more('next'))
    // Beside it, the rest of the author's books by cover and title: a wide screen's row is not the one card.
    expect(withPreorder('\0virtual:content/book-entry-one')).toMatchObject({
      neighbours: { shelf: [{ slug: 'two', title: 'Two', cover: expect.anything() }] },
    })
    const [shelved] = (withPreorder('\0virtual:content/book-entry-one') as { neighbours: { shelf: object[] } })
      .neighbours.shelf
    expect(Object.keys(shelved)).not.toContain('summary')
  })

  it('a book’s long text is a module of its own, its description as HTML alone', () => {
    expect(part('\0virtual:content/book-text-one')).toEqual({
      text: {
        description: { html: '<p>The long description.</p>' },
        keyThemes: [],
        reviews: [{ quote: 'Good.', rating: 4, source: 'Paper' }],
      },
    })
    expect(part('\0virtual:content/book-text-none')).toBeUndefined()
  })

  it('a review without a kind of its own takes site.yaml’s reviewKind there, which the first paint’s site leaves out', () => {
    const files = validFiles()
    const withKinds = partOf(
      writeContent({
        ...files,
        'site.yaml': files['site.yaml'].replace('role: Writer\n', 'role: Writer\nreviewKind: press\n'),
        'books/one.md': files['books/one.md'].replace(
          '    source: Paper\n',
          '    source: Paper\n  - quote: Wise.\n    rating: 5\n    source: A novelist\n    kind: praise\n',
        ),
      }),
    )
    expect((withKinds('\0virtual:content/book-text-one') as { text: { reviews: unknown } }).text.reviews).toEqual([
      { kind: 'press', quote: 'Good.', rating: 4, source: 'Paper' },
      { kind: 'praise', quote: 'Wise.', rating: 5, source: 'A novelist' },
    ])
    expect(withKinds('\0virtual:content/site')?.site).not.toHaveProperty('reviewKind')
  })

  it('one index loads each book’s parts, by slug', () => {
    const content = loadContent(dir)
    expect(bookPartIndex(content, '\0virtual:content/book-parts')).toBe(
      'export const loaders = new Map([\n' +
        '  ["one", { entry: () => import("virtual:content/book-entry-one"), sample: () => import("virtual:content/sample-one"), text: () => import("virtual:content/book-text-one") }],\n' +
        '  ["two", { entry: () => import("virtual:content/book-entry-two"), text: () => import("virtual:content/book-text-two") }],\n])\n',
    )
    expect(part('\0virtual:content/sample-one')).toMatchObject({ sample: { title: 'Chapter One' } })
    expect(part('\0virtual:content/sample-two')).toBeUndefined()
  })

  it('names the book and part of a module, for the worker to precache the first screens’ books alone', () => {
    expect(bookModule('\0virtual:content/book-text-one')).toEqual({ part: 'text', slug: 'one' })
    expect(bookModule('\0virtual:content/sample-two')).toEqual({ part: 'sample', slug: 'two' })
    expect(bookModule('\0virtual:content/book-entry-two')).toEqual({ part: 'entry', slug: 'two' })
    expect(bookModule('\0virtual:content/series')).toBeUndefined()
    expect(bookModule('\0virtual:content/books')).toBeUndefined()
    expect(bookModule('\0virtual:content/book-parts')).toBeUndefined()
  })
})
