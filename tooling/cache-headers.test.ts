import { describe, expect, it } from 'vitest'
import { cacheControlFor, contentTypeFor, headersFile, immutable, revalidate } from './cache-headers.ts'

describe('cacheControlFor', () => {
  it.each([
    ['/assets/index-BcpLodXY.js', immutable],
    ['/assets/fraunces-latin-wght-normal-ukD16Tqj.woff2', immutable],
    ['/sw.js', revalidate],
    ['/', revalidate],
    ['/index.html', revalidate],
    ['/manifest.webmanifest', revalidate],
    ['/covers/golden-horizons.svg', revalidate],
    ['/some/unknown/path', revalidate],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected)
  })
})

describe('contentTypeFor', () => {
  it.each([
    ['/feed.xml', 'application/atom+xml; charset=utf-8'],
    ['/work/site/dist/feed.xml', 'application/atom+xml; charset=utf-8'],
    ['/events.ics', 'text/calendar; charset=utf-8'],
    ['/events/lisbon-2027-03-12.ics', 'text/calendar; charset=utf-8'],
    ['/sitemap.xml', undefined],
    ['/index.html', undefined],
  ])('%s → %s', (path, expected) => {
    expect(contentTypeFor(path)).toBe(expected)
  })

  it('is written to _headers for the hosts, beside the file’s Cache-Control', () => {
    const file = headersFile({}, ['/feed.xml', '/events/a.ics', '/sitemap.xml'])
    expect(file).toContain(
      `/feed.xml\n  Cache-Control: ${revalidate}\n  Content-Type: application/atom+xml; charset=utf-8\n`,
    )
    expect(file).toContain(
      `/events/a.ics\n  Cache-Control: ${revalidate}\n  Content-Type: text/calendar; charset=utf-8\n`,
    )
    // Any other file's type is the host's own guess from its extension.
    expect(file).toContain(`/sitemap.xml\n  Cache-Control: ${revalidate}\n`)
    expect(file.match(/Content-Type/g)).toHaveLength(2)
  })
})
