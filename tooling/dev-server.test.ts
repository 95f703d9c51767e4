import { createHash } from 'node:crypto'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { freePort } from './ports/free-port.ts'

// A dev server's start, and its first render of the app's modules, are slow on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

let server: ViteDevServer
let origin: string
const dataDir = process.env.CONTACT_DATA_DIR

beforeAll(async () => {
  // The contact backend the app's config starts keeps nothing, so it never holds the folder a running server uses.
  process.env.CONTACT_DATA_DIR = 'memory://'
  const port = await freePort()
  server = await createServer({ logLevel: 'silent', server: { port, strictPort: true, host: '127.0.0.1' } })
  await server.listen()
  origin = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await server?.close()
  if (dataDir === undefined) delete process.env.CONTACT_DATA_DIR
  else process.env.CONTACT_DATA_DIR = dataDir
})

/** The page `npm run dev` serves at a path: the path its meta says it holds, and its root's first markup. */
async function served(path: string) {
  const html = await (await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } })).text()
  return {
    holds: /<meta name="prerendered" content="([^"]*)"/.exec(html)?.[1],
    root: /<div id="root">(.{0,40})/.exec(html)?.[1],
    html,
  }
}

it.each([
  ['/', '/'],
  ['/books', '/books'],
  ['/books/the-digital-ocean', '/books/the-digital-ocean'],
  ['/no/such/page', '/404'],
])('npm run dev serves %s with its page already in it, as the build writes it (it holds %s)', async (path, holds) => {
  const page = await served(path)
  expect(page.holds).toBe(holds)
  expect(page.root).toMatch(/^(<!--\$-->)?<header /)
})

it('the page served is the one asked for, drawn from the content as it stands', async () => {
  const { html } = await served('/books/the-digital-ocean')
  expect(html).toMatch(/<h1[^>]*>The Digital Ocean<\/h1>/)
  expect(html.match(/<meta name="prerendered"/g)).toHaveLength(1)
})

it('npm run dev serves the author’s desk at /admin/ as the build writes it: its page, its config and its script', async () => {
  const bare = await fetch(`${origin}/admin`, { redirect: 'manual' })
  expect([bare.status, bare.headers.get('location')]).toEqual([308, '/admin/'])
  const page = await fetch(`${origin}/admin/`)
  expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  const script = await fetch(`${origin}/admin/sveltia-cms.js`)
  const hash = createHash('sha384')
    .update(Buffer.from(await script.clone().arrayBuffer()))
    .digest('base64')
  // The page holds the CMS to the hash of the very script served beside it.
  expect(await page.text()).toContain(`<script src="sveltia-cms.js" integrity="sha384-${hash}"></script>`)
  const config = await (await fetch(`${origin}/admin/config.yml`)).text()
  expect(config).toMatch(/^backend:/m)
  expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8'])
})
