import { describe, expect, it } from 'vitest'
import { sentByWebPage } from './sent-by-web-page.ts'

describe('sentByWebPage', () => {
  it.each([
    [{}, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ origin: 'http://localhost:5173' }, true],
    [{ origin: 'null' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ origin: 'http://localhost:4173', 'sec-fetch-site': 'same-origin' }, true],
  ])('%j → %s', (headers, expected) => {
    expect(sentByWebPage({ headers })).toBe(expected)
  })
})
