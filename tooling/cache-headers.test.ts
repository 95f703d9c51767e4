import { describe, expect, it } from 'vitest'
import { cacheControlFor, immutable, revalidate } from './cache-headers.ts'

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
