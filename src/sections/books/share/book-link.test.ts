import { site } from 'virtual:content/site'
import { describe, expect, it } from 'vitest'
import { bookLink } from './book-link.ts'

describe('bookLink', () => {
  it.each([
    ['https://author.example', 'tides-of-change', 'https://author.example/books/tides-of-change'],
    ['https://author.example/', 'one', 'https://author.example/books/one'],
    ['https://example.com/author', 'book-2', 'https://example.com/author/books/book-2'],
  ])('on %s, the book %s is at %s', (base, slug, expected) => {
    expect(bookLink(slug, base)).toBe(expected)
  })

  it("defaults to the site's public address, as the canonical link names it", () => {
    const base = (import.meta.env.VITE_SITE_URL || site.url).replace(/\/+$/, '')
    expect(bookLink('one')).toBe(`${base}/books/one`)
  })
})
