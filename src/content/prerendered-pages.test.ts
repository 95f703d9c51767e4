import { books } from 'virtual:content/books'
import { describe, expect, it } from 'vitest'
import { prerenderedPages } from './prerendered-pages.ts'

describe('prerenderedPages', () => {
  const pages = prerenderedPages('https://example.org')

  it('has each book’s page, then its sample’s when it has one, each in its own file', () => {
    const expected = books.flatMap((book) => [
      [`/books/${book.slug}`, `books/${book.slug}.html`],
      ...(book.sample ? [[`/books/${book.slug}/sample`, `books/${book.slug}/sample.html`]] : []),
    ])
    expect(pages.map((page) => [page.path, page.file])).toEqual(expected)
  })

  it('names each page by its book', () => {
    for (const page of pages) {
      const book = books.find((candidate) => page.path.startsWith(`/books/${candidate.slug}`))
      expect(page.meta.title).toContain(book?.title)
    }
  })
})
