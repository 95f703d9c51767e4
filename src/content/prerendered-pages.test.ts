import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import { posts } from 'virtual:content/news'
import { readings } from 'virtual:content/readings'
import { pressOn } from 'virtual:content/site'
import { describe, expect, it } from 'vitest'
import { prerenderedPages } from './prerendered-pages.ts'

describe('prerenderedPages', () => {
  const pages = prerenderedPages('https://example.org')

  it('has the catalogue, the events page, each book’s page, then its sample’s when it has one, then the news and each post’s page, then the press kit, each in its own file', () => {
    const expected = [
      ['/books', 'books.html'],
      ['/events', 'events.html'],
    ].concat(
      ...books.map((book) => [
        [`/books/${book.slug}`, `books/${book.slug}.html`],
        ...(book.sample ? [[`/books/${book.slug}/sample`, `books/${book.slug}/sample.html`]] : []),
      ]),
      [['/news', 'news.html']],
      posts.map((post) => [`/news/${post.slug}`, `news/${post.slug}.html`]),
      pressOn ? [['/press', 'press.html']] : [],
    )
    expect(posts.length).toBeGreaterThan(0)
    expect(pages.filter((page) => page.indexed !== false).map((page) => [page.path, page.file])).toEqual(expected)
  })

  it('ends with the newsletter’s link pages and the 404 page, never indexed', () => {
    expect(pages.slice(-3).map(({ path, file, indexed }) => [path, file, indexed])).toEqual([
      ['/newsletter/confirm', 'newsletter/confirm.html', false],
      ['/newsletter/unsubscribe', 'newsletter/unsubscribe.html', false],
      ['/404', '404.html', false],
    ])
  })

  it('names each post’s page by its post, described by its summary or first lines', () => {
    for (const post of posts) {
      const page = pages.find((candidate) => candidate.path === `/news/${post.slug}`)
      expect(page?.meta).toEqual({ title: `${post.title} — Elena Marlowe`, description: post.lines })
    }
  })

  it('titles and describes the events page, with every event as schema.org data', () => {
    const events = pages.find((page) => page.kind === 'events')!
    expect(events.meta).toEqual({
      title: 'Events — Elena Marlowe',
      description:
        'Readings, signings and other events with Elena Marlowe: when and where, with a calendar file for each.',
    })
    const graph = (events.structuredData as { '@graph': { '@type': string; url?: string }[] })['@graph']
    const nodes = graph.filter((node) => node['@type'] === 'Event')
    expect(nodes.map((node) => node.url)).toEqual(
      readings.readings.map((reading) => `https://example.org/events#event-${reading.id}`),
    )
  })

  it('titles and describes the press kit by the author, with her portrait as its card', () => {
    const press = pages.find((page) => page.kind === 'press')
    expect(press === undefined).toBe(!pressOn)
    if (!press) return
    expect(press.meta.title).toContain(author.name)
    expect(press.meta.description).toContain(author.name)
    expect(press.image?.src).toMatch(/^\/assets\//)
  })

  it('names each book’s page by its book', () => {
    for (const page of pages.filter((candidate) => candidate.path.startsWith('/books/'))) {
      const book = books.find((candidate) => page.path.startsWith(`/books/${candidate.slug}`))
      expect(page.meta.title).toContain(book?.title)
    }
  })
})
