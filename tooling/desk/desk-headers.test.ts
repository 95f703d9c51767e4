import { describe, expect, it } from 'vitest'
import { headersFile } from '../cache-headers.ts'
import { deskHeaders, isDeskPath } from './desk-headers.ts'
import { deskPage } from './desk-page.ts'

describe("the desk's headers", () => {
  const headers = deskHeaders('1.2.3')
  const policy = headers['Content-Security-Policy']

  it('runs scripts from the site alone and fetches from GitHub and the pinned words of the CMS only', () => {
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain('https://api.github.com https://unpkg.com/@sveltia/cms@1.2.3/locales/;')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow')
  })

  it("replaces the reader's policy under /admin/ in _headers, where hosts would otherwise enforce both", () => {
    const file = headersFile({ 'Content-Security-Policy': "default-src 'self'" }, ['/'], headers)
    expect(file).toContain(`/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}\n`)
    expect(headersFile({}, ['/'])).not.toContain('/admin/')
  })

  it("names the desk's page at its folder's address too, as hosts serve it", () => {
    const file = headersFile({}, ['/admin/index.html'], headers)
    expect(file).toContain('/admin/index.html\n  Cache-Control: no-cache\n/admin/\n  Cache-Control: no-cache\n')
  })

  it('names the desk by its folder alone', () => {
    expect(['/admin/', '/admin/config.yml'].every(isDeskPath)).toBe(true)
    // The bare address is only sent on to /admin/, with the reader's headers, as the hosts answer it.
    expect(['/admin', '/administration', '/books/admin', '/'].some(isDeskPath)).toBe(false)
  })
})

describe("the desk's page", () => {
  it('loads the CMS from the site, is never indexed and escapes the title', () => {
    const html = deskPage('pt-PT', 'Ana & <Rui>', 'sha384-abc')
    expect(html).toContain('<html lang="pt-PT">')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain('<script src="sveltia-cms.js" integrity="sha384-abc"></script>')
    expect(html).toContain('<title>Ana &amp; &lt;Rui></title>')
  })
})
