import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import { pressOn } from 'virtual:content/site'
import { describe, expect, it } from 'vitest'
import { prerenderedPages } from './prerendered-pages.ts'

describe('prerenderedPages', () => {
  const pages = prerenderedPages('https://example.org')

  it('has the catalogue, each book’s page, then its sample’s when it has one, then the press kit, each in its own file', () => {
    const expected = [['/books', 'books.html']].concat(
      ...books.map((book) => [
        [`/books/${book.slug}`, `books/${book.slug}.html`],
        ...(book.sample ? [[`/books/${book.slug}/sample`, `books/${book.slug}/sample.html`]] : []),
      ]),
      pressOn ? [['/press', 'press.html']] : [],
    )
    expect(pages.filter((page) => page.indexed !== false).map((page) => [page.path, page.file])).toEqual(expected)
  })

  it('ends with the newsletter’s link pages and the 404 page, never indexed', () => {
    expect(pages.slice(-3).map(({ path, file, indexed }) => [path, file, indexed])).toEqual([
      ['/newsletter/confirm', 'newsletter/confirm.html', false],
      ['/newsletter/unsubscribe', 'newsletter/unsubscribe.html', false],
      ['/404', '404.html', false],
    ])
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
