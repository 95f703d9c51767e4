// @vitest-environment jsdom
import { parseAtomFeed } from 'feedsmith'
import { describe, expect, it } from 'vitest'
import { loadContent } from './content/load-content.ts'
import { book, validFiles, writeContent } from './content/test-content.ts'
import { siteFeed } from './feed.ts'

const atom = 'http://www.w3.org/2005/Atom'
const siteUrl = 'https://author.example'
const post = (title: string, date: string, extra = '') =>
  `---\ntitle: "${title}"\ndate: ${date}\n${extra}---\nIt began [with a book](/books/one) & a letter.\n`
const files = {
  ...validFiles(),
  'books/three.md': book('Three', 'released: 2027-03-15\n').replace('year: 2020\n', ''),
  'news/letters.md': post('Letters & <tins>', '2026-10-03', 'summary: In short.\n'),
  'news/finished.md': post('Finished', '2026-11-12'),
  'news/soon.md': post('Soon', '2026-12-24'),
}
const feedOn = (day: string) => siteFeed(loadContent(writeContent(files), day), `${siteUrl}/`)
const xml = feedOn('2026-11-30')

describe('the Atom feed', () => {
  it('is well-formed XML in Atom’s namespace, and an XML parser reads it', () => {
    const errors = (text: string) =>
      new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length
    // The parser is strict: an unescaped ampersand is an error.
    expect(errors('<feed>Letters & tins</feed>')).toBeGreaterThan(0)
    expect(errors(xml)).toBe(0)
    const document = new DOMParser().parseFromString(xml, 'application/xml')
    expect(document.documentElement.namespaceURI).toBe(atom)
    expect(document.documentElement.localName).toBe('feed')
  })

  it('has its id, title, updated, author and links, each address absolute', () => {
    const feed = parseAtomFeed(xml)
    expect(feed.id).toBe(`${siteUrl}/`)
    expect(feed.title?.value).toBe('A — Writer')
    expect(feed.authors).toEqual([{ name: 'Ada Quill', uri: `${siteUrl}/` }])
    expect(feed.links).toEqual([
      { rel: 'self', type: 'application/atom+xml', href: `${siteUrl}/feed.xml` },
      { rel: 'alternate', type: 'text/html', href: `${siteUrl}/` },
    ])
    // As new as its newest entry: an announced book is dated by its day.
    expect(feed.updated).toBe('2027-03-15T00:00:00Z')
  })

  it('lists the published posts and every book, out or announced, newest first; a held post waits', () => {
    const feed = parseAtomFeed(xml)
    expect(feed.entries?.map((entry) => entry.id)).toEqual([
      `${siteUrl}/books/three`,
      `${siteUrl}/news/finished`,
      `${siteUrl}/news/letters`,
      `${siteUrl}/books/one`,
      `${siteUrl}/books/two`,
    ])
  })

  it('gives every entry an id, a title, a valid date, its page’s absolute address and a summary', () => {
    const entries = parseAtomFeed(xml).entries ?? []
    for (const entry of entries) {
      expect(entry.id).toMatch(/^https:\/\/author\.example\/(news|books)\/[a-z-]+$/)
      expect(entry.title?.value).toBeTruthy()
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/)
      expect(Number.isNaN(Date.parse(entry.updated ?? ''))).toBe(false)
      expect(entry.links).toEqual([{ rel: 'alternate', type: 'text/html', href: entry.id }])
      expect(entry.summary?.value).toBeTruthy()
    }
    const letters = entries.find((entry) => entry.id === `${siteUrl}/news/letters`)
    expect(letters?.title?.value).toBe('Letters & <tins>')
    expect(letters?.summary?.value).toBe('In short.')
    expect(letters?.content?.value).toBe('<p>It began <a href="/books/one">with a book</a> &amp; a letter.</p>')
  })

  it('keeps every entry’s id and date across builds: a later build only adds the post whose day has come', () => {
    const entriesOf = (text: string) =>
      (parseAtomFeed(text).entries ?? []).map(({ id, updated, title }) => ({ id, updated, title }))
    expect(feedOn('2026-11-30')).toBe(xml)
    const later = entriesOf(feedOn('2026-12-24'))
    expect(later.filter((entry) => entry.id !== `${siteUrl}/news/soon`)).toEqual(entriesOf(xml))
    expect(later.map((entry) => entry.id)).toContain(`${siteUrl}/news/soon`)
  })
})
