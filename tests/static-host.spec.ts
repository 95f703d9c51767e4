// The built site as a real static host serves it: Cloudflare Pages' own runtime (workerd, through `wrangler pages
// dev`) reads dist/_headers and answers unknown paths with 404.html, as deploy.md says it does. Every address of
// the site gets from it the status and headers `npm start` gives: the two must never disagree.
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { distDir } from './support/build.ts'
import { expect, test } from './support/test.ts'

test.describe.configure({ mode: 'serial' })

/** A port the system has free now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

let host: ChildProcess | undefined
let hostOrigin = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  // A port free when asked may be taken before the host binds it (the other workers' browsers start too): another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    hostOrigin = `http://127.0.0.1:${port}`
    try {
      host = await startHost(port)
      return
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Address already in use')) throw error
    }
  }
})

/** Cloudflare's runtime serving the build on `port`, once it says it is ready. */
function startHost(port: number): Promise<ChildProcess> {
  // No account, no metrics, nothing from the network: the runtime falls back to its placeholder for what it would fetch.
  const started = spawn(
    'npx',
    [
      'wrangler',
      'pages',
      'dev',
      distDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      '2025-06-01',
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  let output = ''
  return new Promise<ChildProcess>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk
      if (output.includes('Ready on')) resolve(started)
    }
    started.stdout?.on('data', read)
    started.stderr?.on('data', read)
    started.on('exit', (code) => reject(new Error(`wrangler pages dev ended (${code}):\n${output}`)))
  })
}

test.afterAll(() => {
  if (host?.pid) process.kill(-host.pid, 'SIGTERM')
})

/** Every page the sitemap lists, the feeds, the worker and the manifest, an asset, and two addresses with no page. */
function addresses(): string[] {
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8')
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
  const calendars = readdirSync(join(distDir, 'events'), { encoding: 'utf8' }).map((file) => `/events/${file}`)
  const asset = readdirSync(join(distDir, 'assets')).find((file) => file.endsWith('.js'))
  return [
    ...pages,
    '/feed.xml',
    '/events.ics',
    ...calendars.slice(0, 1),
    '/sw.js',
    '/manifest.webmanifest',
    `/assets/${asset}`,
    // The author's desk: its own policy in place of the reader's (decision 0080).
    '/admin',
    '/admin/',
    '/admin/sveltia-cms.js',
    '/no/such/page',
    '/books/no-such-book',
  ]
}

const compared = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'cache-control',
  'x-robots-tag',
]

test('the host answers every address with the status and headers npm start gives', async ({ request }) => {
  const differences: string[] = []
  for (const path of addresses()) {
    const [local, hosted] = await Promise.all([
      request.get(path, { maxRedirects: 0 }),
      request.get(`${hostOrigin}${path}`, { maxRedirects: 0 }),
    ])
    if (hosted.status() !== local.status())
      differences.push(`${path}: status ${hosted.status()}, not ${local.status()}`)
    for (const name of compared)
      if (hosted.headers()[name] !== local.headers()[name])
        differences.push(
          `${path}: ${name} ${JSON.stringify(hosted.headers()[name])}, not ${JSON.stringify(local.headers()[name])}`,
        )
    // JavaScript's two names (RFC 9239 keeps text/javascript, the runtime says application/javascript) are one type.
    const type = (response: typeof local) =>
      response.headers()['content-type']?.split(';')[0].replace('application/javascript', 'text/javascript')
    if (type(hosted) !== type(local)) differences.push(`${path}: content-type ${type(hosted)}, not ${type(local)}`)
  }
  expect(differences).toEqual([])
})
