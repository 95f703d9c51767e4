import { describe, expect, it, vi } from 'vitest'
import { prerenderedPages } from './prerendered-pages.ts'

// The demo's site as built, without its newsletter block.
vi.mock('virtual:content/site', async (actual) => ({ ...(await actual()), newsletterOn: [] }))

describe('prerenderedPages for a site without a newsletter', () => {
  it('makes no page for a mail’s links: their addresses are the 404', () => {
    const paths = prerenderedPages('https://example.org').map((page) => page.path)
    expect(paths.filter((path) => path.startsWith('/newsletter/'))).toEqual([])
    expect(paths.at(-1)).toBe('/404')
  })
})
