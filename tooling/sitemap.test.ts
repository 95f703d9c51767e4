import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemap.ts'

describe('sitemapXml', () => {
  it('lists each page by its absolute address, in order', () => {
    const xml = sitemapXml('https://example.org', [
      { path: '/' },
      { path: '/books/first-light' },
      { path: '/books/first-light/sample' },
    ])
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      'https://example.org/',
      'https://example.org/books/first-light',
      'https://example.org/books/first-light/sample',
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
  })

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://example.org', [{ path: '/?a=1&b=<2>' }])).toContain(
      '<loc>https://example.org/?a=1&amp;b=&lt;2&gt;</loc>',
    )
  })

  it('says the day a page last changed, where it is known', () => {
    const xml = sitemapXml('https://example.org', [{ path: '/books/tide', lastmod: '2027-03-15' }, { path: '/' }])
    expect(xml).toContain('<url><loc>https://example.org/books/tide</loc><lastmod>2027-03-15</lastmod></url>')
    expect(xml).toContain('<url><loc>https://example.org/</loc></url>')
  })
})

describe('robotsTxt', () => {
  it('allows every page and names the sitemap', () => {
    expect(robotsTxt('https://example.org').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://example.org/sitemap.xml',
      '',
    ])
  })
})
