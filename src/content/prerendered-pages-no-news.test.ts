import { describe, expect, it, vi } from 'vitest'
import { prerenderedPages } from './prerendered-pages.ts'

// The demo's site as built, without a news folder.
vi.mock('virtual:content/news', () => ({ posts: [] }))

describe('prerenderedPages for a site without news', () => {
  it('makes no news page and no post’s page: /news is an unknown address, the 404', () => {
    const paths = prerenderedPages('https://example.org').map((page) => page.path)
    expect(paths.filter((path) => path === '/news' || path.startsWith('/news/'))).toEqual([])
    expect(paths.at(-1)).toBe('/404')
  })
})
