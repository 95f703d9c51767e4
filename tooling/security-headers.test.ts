import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { headersFile, immutable } from './cache-headers.ts'
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers.ts'

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser runs, byte for byte, and nothing else', () => {
    const html = `<head><script>\n  var a = 1\n</script><script type="module">start()</script>
      <script type="module" src="/assets/index.js"></script>
      <script type="application/ld+json">{"@type":"Person"}</script></head>`
    expect(inlineScriptHashes(html)).toEqual([sha('\n  var a = 1\n'), sha('start()')])
  })
})

describe('contentSecurityPolicy', () => {
  it('lets the page fetch from itself and the configured Supabase project only', () => {
    expect(contentSecurityPolicy('', 'https://abc.supabase.co/')).toContain(
      "connect-src 'self' https://abc.supabase.co;",
    )
    expect(contentSecurityPolicy('')).toContain("connect-src 'self';")
  })
})

describe('securityHeaders', () => {
  it('sends the hardening headers, and no Cross-Origin-Opener-Policy (decision 0018)', () => {
    expect(Object.keys(securityHeaders('')).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ])
  })
})

describe('headersFile', () => {
  it('names Cache-Control once for any path, as hosts join every matching rule', () => {
    const file = headersFile({ 'X-Content-Type-Options': 'nosniff' }, ['/', '/sw.js'])
    const rules = file.split(/\n(?=\/)/)
    const withCacheControl = (path: string) =>
      rules.filter((rule) => {
        const pattern = rule.split('\n')[0]
        const matches = pattern === path || (pattern.endsWith('*') && path.startsWith(pattern.slice(0, -1)))
        return matches && rule.includes('Cache-Control')
      })
    expect(withCacheControl('/assets/index-abc.js')).toEqual([`/assets/*\n  Cache-Control: ${immutable}`])
    expect(withCacheControl('/sw.js')).toHaveLength(1)
    expect(file.startsWith('/*\n  X-Content-Type-Options: nosniff\n')).toBe(true)
  })

  it('names a page by its file and by the address hosts serve it at', () => {
    const file = headersFile({}, ['/index.html', '/404.html', '/books.html', '/books/a/sample.html'])
    const patterns = file.split('\n').filter((line) => line.startsWith('/'))
    expect(patterns).toEqual([
      '/*',
      '/assets/*',
      '/index.html',
      '/404.html',
      '/books.html',
      '/books',
      '/books/a/sample.html',
      '/books/a/sample',
    ])
  })
})
