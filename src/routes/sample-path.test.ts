import { describe, expect, it } from 'vitest'
import { isSamplePath } from './sample-path.ts'

describe('isSamplePath', () => {
  it.each([
    { pathname: '/books/a-book/sample', expected: true },
    { pathname: '/books/a-book/sample/', expected: true },
    { pathname: '/books/a-book', expected: false },
    { pathname: '/books/a-book/sample/more', expected: false },
    { pathname: '/books//sample', expected: false },
    { pathname: '/', expected: false },
    { pathname: '/sample', expected: false },
  ])('$pathname → $expected', ({ pathname, expected }) => {
    expect(isSamplePath(pathname)).toBe(expected)
  })
})
