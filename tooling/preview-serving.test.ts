// What `npm start` serves, through Vite's real preview server on a small built folder: the files a
// host serves, the 404 page for a path no file answers, and a plain 4xx where no page belongs, never a
// 500, the home's page in place of a missing one, or a page in place of a script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotli } from './brotli/brotli.ts'
import { freePort } from './ports/free-port.ts'
import { previewLikeTheHost } from './preview-like-the-host.ts'

const root = mkdtempSync(join(tmpdir(), 'preview-serving-'))
const page = `<!doctype html><title>Home</title>${'<p>words</p>'.repeat(200)}`
const notFound = `<!doctype html><title>Page not found</title><meta name="robots" content="noindex" />${'<p>gone</p>'.repeat(200)}`
const files: Record<string, string | Buffer> = {
  'dist/index.html': page,
  'dist/index.html.br': brotliCompressSync(page),
  'dist/books/tide.html': page,
  'dist/404.html': notFound,
  'dist/404.html.br': brotliCompressSync(notFound),
  'dist/assets/app.js': 'console.log(1)',
  'dist/_headers': '/*\n  X-Frame-Options: DENY\n',
  // Beside the built folder, as the project's own files are: never served, never told of.
  'package.json': '{"name":"secret"}',
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}

let server: PreviewServer
let origin: string
beforeAll(async () => {
  const port = await freePort()
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [previewLikeTheHost(), brotli()],
    preview: { port, strictPort: true, host: '127.0.0.1' },
  })
  origin = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (path: string) => fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br', accept: '*/*' } })

describe('the local preview server', () => {
  it.each([
    ['a NUL in the path, where the brotli copy is looked up', '/index.html%00.js', 400],
    ['a NUL in a folder name', '/assets%00/app.js', 400],
    ['a malformed escape', '/assets/%E0%A4%A.js', 400],
    ['the hosts’ header rules', '/_headers', 404],
    ['a brotli copy by its own name', '/index.html.br', 404],
    ['an unknown script', '/assets/x.js', 404],
    ['an unknown stylesheet', '/assets/missing.css', 404],
  ])('answers %s (%s) with a plain %i that names no path', async (_what, path, status) => {
    const response = await get(path)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const body = await response.text()
    expect(body).not.toContain(root)
    expect(body).not.toMatch(/\bat \S+ \(/)
  })

  it.each([
    ['through the assets', '/assets/..%2f..%2f'],
    ['from the root', '/..%2f'],
    ['with a backslash', '/assets/..%5c..%5c'],
  ])(
    'answers a path out of the folder %s to a file that is there exactly as to one that is not',
    async (_what, way) => {
      const answer = async (path: string) => {
        const response = await get(path)
        const headers = [...response.headers].filter(([name]) => name !== 'date')
        return { status: response.status, headers, body: await response.text() }
      }
      const there = await answer(`${way}package.json`)
      expect(there.status).toBe(404)
      expect(there.body).not.toContain('secret')
      expect(there).toEqual(await answer(`${way}no-such-file.json`))
    },
  )

  it.each([
    ['a script', '/assets/app.js', 'text/javascript'],
    ['the home page, brotli-compressed', '/', 'text/html'],
    ['a page at its address', '/books/tide', 'text/html'],
    ['a page by its file name, with a query', '/books/tide.html?from=mail', 'text/html'],
  ])('still serves %s', async (_what, path, type) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain(type)
  })

  it.each([
    ['a path no file answers', '/no/such/page'],
    ['a book no file answers (a removed one)', '/books/removed'],
    ['the same with a query', '/books/removed?from=mail'],
    ['a folder with no index', '/books/'],
  ])('answers %s with the built 404 page and status 404, never the home', async (_what, path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe(notFound)
  })

  it('sends the 404 page as it is to a browser without brotli, and no body to a HEAD', async () => {
    const plain = await fetch(`${origin}/no/such/page`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.status).toBe(404)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(notFound)
    const head = await fetch(`${origin}/no/such/page`, { method: 'HEAD' })
    expect(head.status).toBe(404)
    expect(await head.text()).toBe('')
  })
})
