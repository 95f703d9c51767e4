import { describe, expect, it } from 'vitest'
import { loadContent } from './load-content.ts'
import { heldNotices, linkedBooks, postEntry, publishedPosts } from './news.ts'
import { type Files, problemsOf, validFiles, writeContent } from './test-content.ts'

const post = (fields: string, text = 'The first sentence. The second one.\n\nA second paragraph.\n') =>
  `---\n${fields}\n---\n${text}`
const withNews = (news: Files): Files => ({
  ...validFiles(),
  ...Object.fromEntries(Object.entries(news).map(([name, text]) => [`news/${name}.md`, text])),
})
const today = '2026-11-30'
const load = (news: Files) => loadContent(writeContent(withNews(news)), today)

describe('news posts', () => {
  it('reads a post: its address from its file name, its day in the site’s words, its text as HTML, its image with its alt', () => {
    const [one] = load({
      'a-letter': post('title: A letter\ndate: 2026-10-03\nimage: covers/one.svg\nalt: A harbour\nsummary: In short.'),
    }).news
    expect(one).toMatchObject({
      slug: 'a-letter',
      title: 'A letter',
      date: '2026-10-03',
      dateText: 'October 3, 2026',
      summary: 'In short.',
      image: { image: { imageFile: expect.stringMatching(/covers\/one\.svg$/) }, alt: 'A harbour' },
      held: false,
    })
    expect(one.text.html).toBe('<p>The first sentence. The second one.</p>\n<p>A second paragraph.</p>')
  })

  it('lists the posts newest first, then by title', () => {
    const { news } = load({
      old: post('title: Old\ndate: 2025-01-02'),
      b: post('title: B\ndate: 2026-05-01'),
      a: post('title: A\ndate: 2026-05-01'),
    })
    expect(news.map((one) => one.slug)).toEqual(['a', 'b', 'old'])
  })

  it('leaves a site without a news folder as it was: no posts', () => {
    expect(loadContent(writeContent(validFiles()), today).news).toEqual([])
  })

  it('holds a post dated after the build’s day: checked, not published, and said so; published from its day', () => {
    const files = { soon: post('title: Soon\ndate: 2026-12-01'), now: post(`title: Now\ndate: ${today}`) }
    const { news } = load(files)
    expect(news.map(({ slug, held }) => [slug, held])).toEqual([
      ['soon', true],
      ['now', false],
    ])
    expect(publishedPosts(news).map((one) => one.slug)).toEqual(['now'])
    expect(heldNotices(news, (slug) => `content/news/${slug}.md`)).toEqual([
      'content/news/soon.md: dated 2026-12-01, held until then',
    ])
    const onItsDay = loadContent(writeContent(withNews(files)), '2026-12-01').news
    expect(publishedPosts(onItsDay).map((one) => one.slug)).toEqual(['soon', 'now'])
  })

  it('shows the summary in the list, else the text’s first sentences that fit', () => {
    const { news } = load({
      told: post('title: Told\ndate: 2026-01-02\nsummary: The summary.'),
      untold: post('title: Untold\ndate: 2026-01-01', `${'A first sentence of some length. '.repeat(8)}\n`),
    })
    const [told, untold] = news.map((one) => postEntry(one, 'en'))
    expect(told.lines).toBe('The summary.')
    expect(untold.lines).toBe('A first sentence of some length. '.repeat(4).trim())
    expect(untold).not.toHaveProperty('text')
    expect(untold.html).toContain('<p>A first sentence')
  })

  it.each([
    ['no title', post('date: 2026-01-01'), 'content/news/x.md: title: missing'],
    [
      'an impossible day',
      post('title: T\ndate: 2026-02-30'),
      'content/news/x.md: line 3: date: 2026-02-30 is no day: February 2026 has 28 days',
    ],
    [
      'a day written another way',
      post('title: T\ndate: 3 March 2026'),
      'content/news/x.md: line 3: date: expected a day like 2027-03-15 (year, month, day), got "3 March 2026"',
    ],
    [
      'an image without its alt text',
      post('title: T\ndate: 2026-01-01\nimage: covers/one.svg'),
      'content/news/x.md: line 4: image: add `alt`, what the image shows, for a reader who cannot see it',
    ],
    [
      'alt text without an image',
      post('title: T\ndate: 2026-01-01\nalt: A harbour'),
      'content/news/x.md: line 4: alt: an `alt` without an `image`',
    ],
    [
      'an image that is not there',
      post('title: T\ndate: 2026-01-01\nimage: images/gone.jpg\nalt: A'),
      'content/news/x.md: line 4: image: content/images/gone.jpg does not exist',
    ],
    [
      'a misspelt field',
      post('title: T\ndate: 2026-01-01\nsumary: S'),
      'content/news/x.md: line 4: sumary: unknown field; did you mean "summary"?',
    ],
    [
      'a slug field',
      post('title: T\ndate: 2026-01-01\nslug: other'),
      "content/news/x.md: slug: the file name is the post's slug; rename the file to change it",
    ],
    [
      'no text',
      post('title: T\ndate: 2026-01-01', '\n'),
      'content/news/x.md: body: the text below the frontmatter must not be empty',
    ],
    ['broken YAML, by its line', post('title: T\ndate: [2026'), 'content/news/x.md: line 3: '],
  ])('stops the build at the file and, where it has one, the line for %s, in one line', (_, text, expected) => {
    const problems = problemsOf(withNews({ x: text }))
    expect(problems).toHaveLength(1)
    expect(problems[0].startsWith(expected)).toBe(true)
  })
})

describe('the books a post links to', () => {
  const slugs = ['tides-of-change', 'golden-horizons']
  const books = slugs.map((slug) => ({ slug }))
  const found = (links: string[], among = books, site = 'https://elena.example/') =>
    linkedBooks(links, among, site).map((book) => book.slug)

  it('finds them from the text’s links, each once, in the order the text first names them', () => {
    const [one] = load({
      'a-letter': post(
        'title: A letter\ndate: 2026-10-03',
        'See [the sample](/books/two/sample), [two](/books/two) and [one](https://example.com/books/one).\n',
      ),
    }).news
    expect(one.text.links).toEqual(['/books/two/sample', '/books/two', 'https://example.com/books/one'])
    expect(found(one.text.links, [{ slug: 'one' }, { slug: 'two' }], 'https://example.com')).toEqual(['two', 'one'])
  })

  it('takes a book’s page or its sample, by path or the site’s address, with or without a last slash', () => {
    expect(
      found([
        '/books/golden-horizons/',
        'https://elena.example/books/tides-of-change/sample',
        '/books/golden-horizons',
      ]),
    ).toEqual(['golden-horizons', 'tides-of-change'])
  })

  it('leaves out other sites, other pages, unknown books and what is no address', () => {
    expect(
      found([
        'https://other.example/books/tides-of-change',
        '/books',
        '/books/unknown',
        '/books/tides-of-change/sample/more',
        '/news/tides-of-change',
        'mailto:elena@elena.example',
        '#books',
        'http://[',
      ]),
    ).toEqual([])
  })
})
