import { describe, expect, it } from 'vitest'
import { loadContent } from './load-content.ts'
import { book, type Files, problemsOf, validFiles, writeContent } from './test-content.ts'

const edit = (name: string, change: (text: string) => string) => (files: Files) => ({
  ...files,
  [name]: change(files[name]!),
})
const newsletter = (fields: string) => `newsletter:\n  heading: Letters\n  intro: Now and then.\n  ${fields}\n`
const series = (books: string) => `---\nname: The Pair\nbooks: [${books}]\n---\nTwo books.\n`
const set = (name: string, text: string | undefined) => (files: Files) => ({ ...files, [name]: text })
/** site.yaml with these lines added to its footer block, indented as under it. */
const footer = (lines: string) =>
  edit('site.yaml', (t) => t.replace('  link: https://studio.example\n', `  link: https://studio.example\n${lines}`))

describe('loadContent', () => {
  it('reads valid content: books in order, the sample with its book, Markdown as HTML', () => {
    const files = {
      ...validFiles(),
      'books/two.md': book('Two', 'order: 1\n'),
      'books/two.sample.md': '---\ntitle: Chapter One\n---\nIt *began*.\n',
    }
    const content = loadContent(writeContent(files))
    expect(content.books.map((b) => [b.slug, b.title])).toEqual([
      ['two', 'Two'],
      ['one', 'One'],
    ])
    expect(content.books[0].sample).toEqual({
      title: 'Chapter One',
      body: { html: '<p>It <em>began</em>.</p>', paragraphs: ['It began.'], links: [] },
    })
    expect(content.author.body.html).toBe('<p>The bio.</p>')
    expect(content.books[1].reviews).toEqual([{ quote: 'Good.', rating: 4, source: 'Paper' }])
  })

  it("takes a newspaper's quote without a rating: it has no stars to give", () => {
    const files = edit('books/one.md', (t) =>
      t.replace('    rating: 4\n', '').replace('source: Paper\n', 'source: Paper\n    kind: press\n'),
    )(validFiles())
    expect(loadContent(writeContent(files)).books[0].reviews).toEqual([
      { quote: 'Good.', source: 'Paper', kind: 'press' },
    ])
  })

  it('takes any number of books, and reads which are featured', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`books/b${i}.md`, book(`B${i}`)]))
    const content = loadContent(
      writeContent({ ...validFiles(), ...many, 'books/two.md': book('Two', 'featured: true\n') }),
    )
    expect(content.books).toHaveLength(42)
    expect(content.books.filter((b) => b.featured).map((b) => b.slug)).toEqual(['two'])
  })

  it('takes an author without stats, and a book to lead the home', () => {
    const files = validFiles()
    const content = loadContent(
      writeContent({
        ...files,
        'author.md': files['author.md'].replace('stats: []\n', ''),
        'books/two.md': book('Two', 'lead: true\n'),
      }),
    )
    expect(content.author.stats).toEqual([])
    expect(content.books.filter((b) => b.lead).map((b) => b.slug)).toEqual(['two'])
  })

  it.each([
    ["no language: the site's", '', '', [undefined, undefined, undefined, undefined]],
    [
      "the book's, written as BCP 47 writes it; its sample follows",
      'language: pt-pt\n',
      '',
      ['pt-PT', 'ltr', 'pt-PT', 'ltr'],
    ],
    ['a sample of its own language', 'language: pt-PT\n', 'language: en-GB\n', ['pt-PT', 'ltr', 'en-GB', 'ltr']],
    ['a book written right to left', 'language: ar\n', '', ['ar', 'rtl', 'ar', 'rtl']],
    ['a Hebrew book with its sample in English', 'language: he\n', 'language: en\n', ['he', 'rtl', 'en', 'ltr']],
  ])('reads a book in another language than the site, and its direction: %s', (_, bookField, sampleField, expected) => {
    const files = {
      ...validFiles(),
      'books/two.md': book('Two', bookField),
      'books/two.sample.md': `---\ntitle: Chapter One\n${sampleField}---\nText.\n`,
    }
    const two = loadContent(writeContent(files)).books.find((b) => b.slug === 'two')
    expect([two?.language, two?.dir, two?.sample?.language, two?.sample?.dir]).toEqual(expected)
  })

  it('takes a reading of any kind, in the author’s words', () => {
    const files = edit('readings.yaml', (t) => t.replace('kind: Reading', 'kind: Lançamento'))(validFiles())
    expect(loadContent(writeContent(files)).readings.readings[0].kind).toBe('Lançamento')
  })

  it('sets what a reader reads with typographic punctuation, and keeps what a machine reads as typed', () => {
    const files = {
      ...validFiles(),
      'books/one.md': book(
        `The "Keeper's" Daughter`,
        "reviews:\n  - quote: It's -- simply -- the best...\n    rating: 5\n    source: O'Brien's Blog\n",
      ).replace(
        'The long description.',
        `He said "go" -- see [the 'map'](https://x.example/a--b) and \`don't\`, or \\"this\\".`,
      ),
      'series/pair.md': "---\nname: The Keeper's Pair\nbooks: [two, one]\n---\nTwo books - in order.\n",
      'press.md': "---\nshortBio: She's a writer.\nquotes:\n  - book: one\n    source: O'Brien's Blog\n---\n",
    }
    const readings = edit('readings.yaml', (t) =>
      t.replace('id: oslo', 'id: oslo--2027').replace('venue: V', "venue: Emma's Books"),
    )
    const content = loadContent(writeContent(readings(files)))
    const one = content.books.find((b) => b.slug === 'one')!
    expect(one.title).toBe('The “Keeper’s” Daughter')
    expect(one.reviews[0]).toMatchObject({ quote: 'It’s — simply — the best…', source: 'O’Brien’s Blog' })
    expect(one.description.html).toBe(
      '<p>He said “go” — see <a href="https://x.example/a--b">the ‘map’</a> and <code>don&#39;t</code>, or &quot;this&quot;.</p>',
    )
    expect(content.series[0]).toMatchObject({ name: 'The Keeper’s Pair', books: ['two', 'one'] })
    expect(content.series[0].description.paragraphs).toEqual(['Two books – in order.'])
    expect(content.readings.readings[0]).toMatchObject({ id: 'oslo--2027', venue: 'Emma’s Books' })
    // The press kit names its quote as the book's file writes it: both are set alike, so they still match.
    expect(content.press).toMatchObject({
      shortBio: 'She’s a writer.',
      quotes: [{ book: 'one', source: 'O’Brien’s Blog' }],
    })
  })

  it('reads a series: its books in reading order, its description as HTML', () => {
    const content = loadContent(writeContent({ ...validFiles(), 'series/pair.md': series('two, one') }))
    expect(content.series).toEqual([
      {
        slug: 'pair',
        name: 'The Pair',
        books: ['two', 'one'],
        description: { html: '<p>Two books.</p>', paragraphs: ['Two books.'], links: [] },
      },
    ])
  })

  it("reads the footer's contacts, each with an email, a web address or both, and the author's privacy line", () => {
    const files = footer(
      '  agent:\n    name: Ann Agent, Far & Wide\n    email: ann@far.example\n  rights:\n    name: Rights Ltd\n    url: https://rights.example/books\n  privacy: No cookies here.\n',
    )(validFiles())
    expect(loadContent(writeContent(files)).site.footer).toEqual({
      credit: 'Studio',
      link: 'https://studio.example',
      agent: { name: 'Ann Agent, Far & Wide', email: 'ann@far.example' },
      rights: { name: 'Rights Ltd', url: 'https://rights.example/books' },
      privacy: 'No cookies here.',
    })
  })

  it('lists the series with an order first, by it, then the series whose latest book is newest, then by name', () => {
    const years = (title: string, year: number) => book(title).replace('year: 2020', `year: ${year}`)
    const named = (name: string, books: string, extra = '') =>
      `---\nname: ${name}\nbooks: [${books}]\n${extra}---\nBooks.\n`
    const content = loadContent(
      writeContent({
        ...validFiles(),
        'books/old.md': years('Old', 2001),
        'books/older.md': years('Older', 1999),
        'books/new.md': years('New', 2024),
        'books/tie.md': years('Tie', 2024),
        'series/a-old.md': named('Old ones', 'older, old'),
        'series/b-new.md': named('New ones', 'new, one'),
        'series/c-tie.md': named('A tie', 'tie'),
        'series/d-chosen.md': named('Chosen', 'two', 'order: 1\n'),
      }),
    )
    expect(content.series.map((one) => [one.name, one.books])).toEqual([
      ['Chosen', ['two']],
      ['A tie', ['tie']],
      ['New ones', ['new', 'one']],
      ['Old ones', ['older', 'old']],
    ])
  })

  it.each<[string, (files: Files) => Files, string[]]>([
    [
      'a footer contact with neither an email nor a web address',
      footer('  agent:\n    name: Ann Agent\n'),
      ['content/site.yaml: line 23: footer.agent: add an email or a url (a web address), or both'],
    ],
    [
      "a footer contact's email that is not one",
      footer('  rights:\n    name: Rights Ltd\n    email: rights at example\n'),
      [
        'content/site.yaml: line 25: footer.rights.email: expected an email address like "agent@example.com", got "rights at example"',
      ],
    ],
    [
      "a footer contact's web address without its https://",
      footer('  publicity:\n    name: Loud PR\n    url: loud.example\n'),
      [
        'content/site.yaml: line 25: footer.publicity.url: expected a web address like "https://example.com", got "loud.example"',
      ],
    ],
    [
      'a footer contact of an unknown kind',
      footer('  editor:\n    name: Ed\n    email: ed@house.example\n'),
      ['content/site.yaml: line 23: footer.editor: unknown field; did you mean "credit"?'],
    ],
    [
      'an empty privacy line',
      footer('  privacy: ""\n'),
      ['content/site.yaml: line 23: footer.privacy: must not be empty'],
    ],
    [
      'a price written the European way',
      edit('books/one.md', (t) => t.replace('$9.99', '"9,99"')),
      [
        'content/books/one.md: line 6: price: "9,99" is not a USD price as the site\'s language writes it (like "$9.99"); write the amount and its currency code, like "9.99 EUR"',
      ],
    ],
    [
      'a missing cover file',
      edit('books/one.md', (t) => t.replace('covers/one.svg', 'covers/gone.jpg')),
      ['content/books/one.md: line 3: cover: content/covers/gone.jpg does not exist'],
    ],
    [
      'a cover that is not an image',
      edit('books/one.md', (t) => t.replace('covers/one.svg', 'covers/one.gif')),
      ['content/books/one.md: line 3: cover: expected a .jpg, .jpeg, .png, .webp or .svg file, got "covers/one.gif"'],
    ],
    [
      'an unknown field',
      edit('books/two.md', (t) => t.replace('genre:', 'subtitle: S\ngenre:')),
      ['content/books/two.md: line 4: subtitle: unknown field; did you mean "title"?'],
    ],
    [
      'a misspelt field in a list, named with the field it meant',
      edit('books/one.md', (t) => t.replace('    source: Paper\n', '    sourse: Paper\n')),
      [
        'content/books/one.md: line 12: reviews[1].source: missing',
        'content/books/one.md: line 14: reviews[1].sourse: unknown field; did you mean "source"?',
      ],
    ],
    [
      'a review without a source',
      edit('books/one.md', (t) => t.replace('    source: Paper\n', '')),
      ['content/books/one.md: line 12: reviews[1].source: missing'],
    ],
    [
      'a rating out of range',
      edit('books/one.md', (t) => t.replace('rating: 4', 'rating: 6')),
      ['content/books/one.md: line 13: reviews[1].rating: expected a rating from 1 to 5, got 6'],
    ],
    [
      'a review under a heading the page has not',
      edit('books/one.md', (t) => t.replace('rating: 4', 'rating: 4\n    kind: critics')),
      ['content/books/one.md: line 14: reviews[1].kind: expected readers, praise or press, got "critics"'],
    ],
    [
      'the site’s reviews under a heading the page has not',
      edit('site.yaml', (t) => t.replace('role: Writer\n', 'role: Writer\nreviewKind: Press\n')),
      ['content/site.yaml: line 7: reviewKind: expected readers, praise or press, got "Press"'],
    ],
    [
      'a missing title',
      edit('books/two.md', (t) => t.replace('title: Two\n', '')),
      ['content/books/two.md: title: missing'],
    ],
    [
      'a reading in an invalid time zone',
      edit('readings.yaml', (t) => t.replace('Europe/Oslo', 'Europe/Olso')),
      [
        'content/readings.yaml: line 7: readings[1].timeZone: "Europe/Olso" is not a time zone; use an IANA name like "Europe/London"',
      ],
    ],
    [
      'a reading whose offset is not its zone’s',
      edit('readings.yaml', (t) => t.replace('+01:00', '+02:00')),
      [
        "content/readings.yaml: line 8: readings[1].startsAt: 2027-01-10T19:00:00+02:00 does not match Europe/Oslo's UTC offset on that date, +01:00: write 2027-01-10T19:00:00+01:00",
      ],
    ],
    [
      'a reading on a day its month does not have',
      edit('readings.yaml', (t) => t.replace('2027-01-10T', '2026-11-31T')),
      ['content/readings.yaml: line 8: readings[1].startsAt: 2026-11-31 is no day: November 2026 has 30 days'],
    ],
    [
      'a reading of an empty kind',
      edit('readings.yaml', (t) => t.replace('kind: Reading', 'kind: " "')),
      ['content/readings.yaml: line 3: readings[1].kind: must not be empty'],
    ],
    [
      'a reading whose kind is a sentence, not a label',
      edit('readings.yaml', (t) => t.replace('kind: Reading', `kind: ${'Launch party '.repeat(4)}`)),
      [
        'content/readings.yaml: line 3: readings[1].kind: must be at most 40 characters, like "Book launch"; this one has 51',
      ],
    ],
    [
      'two readings with one id',
      edit('readings.yaml', (t) => t + t.slice('readings:\n'.length)),
      ['content/readings.yaml: line 11: readings[2].id: "oslo" is used twice; each reading needs its own id'],
    ],
    [
      'a newsletter block without its consent statement',
      set('site.yaml', `${validFiles()['site.yaml']}newsletter:\n  heading: Letters\n  intro: Now and then.\n`),
      ['content/site.yaml: line 50: newsletter.consent: missing'],
    ],
    [
      'a consent statement on two lines',
      set('site.yaml', `${validFiles()['site.yaml']}${newsletter('consent: "Yes,\\nplease."')}`),
      ['content/site.yaml: line 53: newsletter.consent: must be one line of plain text of at most 500 characters'],
    ],
    [
      'a consent statement too long to store',
      set('site.yaml', `${validFiles()['site.yaml']}${newsletter(`consent: ${'a'.repeat(501)}`)}`),
      ['content/site.yaml: line 53: newsletter.consent: must be one line of plain text of at most 500 characters'],
    ],
    [
      'the newsletter shown on an unknown page',
      set('site.yaml', `${validFiles()['site.yaml']}${newsletter('consent: Yes.\n  showOn: [home, footer]')}`),
      ['content/site.yaml: line 54: newsletter.showOn[2]: expected home or book, got "footer"'],
    ],
    [
      'the newsletter shown nowhere',
      set('site.yaml', `${validFiles()['site.yaml']}${newsletter('consent: Yes.\n  showOn: []')}`),
      [
        'content/site.yaml: line 54: newsletter.showOn: list at least one place (home, book), or remove the newsletter block',
      ],
    ],
    [
      'an empty newsletter word',
      set('site.yaml', `${validFiles()['site.yaml']}${newsletter('consent: Yes.\n  words:\n    subscribe: ""')}`),
      ['content/site.yaml: line 55: newsletter.words.subscribe: must not be empty'],
    ],
    [
      'a release alert’s consent on two lines',
      set(
        'site.yaml',
        `${validFiles()['site.yaml']}${newsletter('consent: Yes.\n  words:\n    alertConsent: "Yes,\\nonce."')}`,
      ),
      [
        'content/site.yaml: line 55: newsletter.words.alertConsent: must be one line of plain text of at most 500 characters',
      ],
    ],
    [
      'a bad hex colour',
      edit('site.yaml', (t) => t.replace('paper: "#000000"', 'paper: pink')),
      ['content/site.yaml: line 38: palette.dark.paper: expected a colour like "#336699", got "pink"'],
    ],
    [
      'a bad web address',
      edit('books/two.md', (t) => t.replace('https://shop.example/book', 'shop.example/book')),
      [
        'content/books/two.md: line 9: buy[1].url: expected a web address like "https://example.com", got "shop.example/book"',
      ],
    ],
    [
      'no books at all',
      (f) => set('books/two.md', undefined)(set('books/one.md', undefined)(f)),
      ['content/books: no books; add at least one, like content/books/my-book.md'],
    ],
    [
      'a series naming a book that does not exist',
      set('series/pair.md', series('one, three')),
      ['content/series/pair.md: line 3: books[2]: "three" is no book; add books/three.md or use a book\'s file name'],
    ],
    [
      'a book twice in one series',
      set('series/pair.md', series('one, two, one')),
      ['content/series/pair.md: line 3: books[3]: "one" is also books[1]; a book has one place in one series'],
    ],
    [
      'a book in two series',
      (f) => set('series/b.md', series('two'))(set('series/a.md', series('one, two'))(f)),
      [
        'content/series/b.md: line 3: books[1]: "two" is also in content/series/a.md; a book has one place in one series',
      ],
    ],
    [
      'a series’ order that is not a position',
      set('series/pair.md', series('one').replace('name:', 'order: first\nname:')),
      ['content/series/pair.md: line 2: order: expected a position from 1 to 99, got "first"'],
    ],
    [
      'two series in one place',
      (f) =>
        set(
          'series/b.md',
          series('two').replace('name:', 'order: 2\nname:'),
        )(set('series/a.md', series('one').replace('name:', 'order: 2\nname:'))(f)),
      ['content/series/b.md: line 2: order: 2 is also the order of content/series/a.md'],
    ],
    [
      'a series without its description',
      set('series/pair.md', series('one').replace('Two books.\n', '')),
      ['content/series/pair.md: body: the text below the frontmatter must not be empty'],
    ],
    [
      'featured written as a word',
      edit('books/one.md', (t) => t.replace('summary:', 'featured: yes please\nsummary:')),
      ['content/books/one.md: line 10: featured: expected true or false'],
    ],
    [
      'two books with one title',
      set('books/two.md', book('one')),
      ['content/books/two.md: line 2: title: "one" is also the title of content/books/one.md'],
    ],
    [
      'two books in one place',
      (f) => set('books/two.md', book('Two', 'order: 1\n'))(set('books/one.md', book('One', 'order: 1\n'))(f)),
      ['content/books/two.md: line 11: order: 1 is also the order of content/books/one.md'],
    ],
    [
      'two books leading the home',
      (f) => set('books/two.md', book('Two', 'lead: true\n'))(set('books/one.md', book('One', 'lead: true\n'))(f)),
      [
        'content/books/two.md: line 11: lead: only one book leads the home page, and content/books/one.md already does; remove one `lead: true`',
      ],
    ],
    [
      'a slug in the frontmatter',
      set('books/two.md', book('Two', 'slug: one\n')),
      ["content/books/two.md: slug: the file name is the book's slug; rename the file to change it"],
    ],
    [
      'a text colour too faint on its ground',
      edit('site.yaml', (t) => t.replace('    muted: "#123456"', '    muted: "#aaaaaa"')),
      [
        'content/site.yaml: line 28: palette.light.muted: muted on paper is 2.3:1; text needs at least 4.5:1 (WCAG AA), so make one of them lighter or darker',
        'content/site.yaml: line 28: palette.light.muted: muted on surface is 2.3:1; text needs at least 4.5:1 (WCAG AA), so make one of them lighter or darker',
      ],
    ],
    [
      'a button colour without its words’ colour',
      edit('site.yaml', (t) => t.replace('    muted: "#123456"', '    muted: "#123456"\n    button: "#7a1f2b"')),
      ['content/site.yaml: line 24: palette.light: give button and on-button together, or neither'],
    ],
    [
      'a button’s words too faint on it',
      edit('site.yaml', (t) =>
        t.replace('    muted: "#123456"', '    muted: "#123456"\n    button: "#ffffff"\n    on-button: "#eeeeee"'),
      ),
      [
        'content/site.yaml: line 30: palette.light.on-button: on-button on button is 1.2:1; text needs at least 4.5:1 (WCAG AA), so make one of them lighter or darker',
      ],
    ],
    [
      'a slug in a series file',
      set('series/pair.md', series('one, two').replace('name:', 'slug: other\nname:')),
      ["content/series/pair.md: slug: the file name is the series' slug; rename the file to change it"],
    ],
    [
      'a file name that cannot be an address',
      (f) => ({ ...set('books/two.md', undefined)(f), 'books/Two Words.md': book('Two') }),
      [
        "content/books/Two Words.md: the file name is the book's address on the site: use lowercase letters, digits and dashes, like golden-horizons.md",
      ],
    ],
    [
      'a sample chapter without its book',
      set('books/three.sample.md', '---\ntitle: C\n---\nText.\n'),
      ['content/books/three.sample.md: a sample chapter without its book: add books/three.md'],
    ],
    [
      'a YAML mistake',
      edit('site.yaml', (t) => t.replace('role: Writer', 'role: Writer: of books')),
      ['content/site.yaml: line 6: Nested mappings are not allowed in compact mappings'],
    ],
    [
      'a book without frontmatter',
      set('books/two.md', 'Just text.\n'),
      ['content/books/two.md: expected fields between two "---" lines at the top'],
    ],
    [
      'an author without a bio',
      edit('author.md', (t) => t.replace('The bio.\n', '')),
      ['content/author.md: body: the text below the frontmatter must not be empty'],
    ],
    [
      "a book's language that is no language tag",
      edit('books/two.md', (t) => t.replace('year: 2020', 'year: 2020\nlanguage: pt_PT')),
      ['content/books/two.md: line 6: language: "pt_PT" is not a language tag; use one like "en" or "en-GB"'],
    ],
    ['no site.yaml', set('site.yaml', undefined), ['content/site.yaml: missing; every site needs one']],
    [
      'two problems in two files',
      (f) =>
        edit('books/two.md', (t) => t.replace('year: 2020', 'year: soon'))(
          edit('site.yaml', (t) => t.replace('language: en', 'language: "e n"'))(f),
        ),
      [
        'content/site.yaml: line 2: language: "e n" is not a language tag; use one like "en" or "en-GB"',
        'content/books/two.md: line 5: year: expected a year like 2023, got "soon"',
      ],
    ],
  ])('%s', (_, breakIt, expected) => {
    expect(problemsOf(breakIt(validFiles()))).toEqual(expected)
  })
})
