import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createServer, type ErrorPayload, type HotPayload, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { responsiveImages } from '../images/responsive-images.ts'
import { freePort } from '../ports/free-port.ts'
import { loadContent } from './load-content.ts'
import { validFiles, writeContent } from './test-content.ts'
import { contentPlugin } from './vite-plugin.ts'

// A dev server's start and chokidar's first scan are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const files = validFiles()
const dir = writeContent(files)
const shown = relative(process.cwd(), dir)
let server: ViteDevServer
let address: string

beforeAll(async () => {
  const port = await freePort()
  server = await createServer({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    server: { port, strictPort: true, host: '127.0.0.1' },
    plugins: [responsiveImages(), contentPlugin(dir, loadContent(dir), [], 'https://author.example')],
  })
  await server.listen()
  address = `ws://127.0.0.1:${port}/?token=${server.config.webSocketToken}`
})
afterAll(() => server?.close())

/** A book's module and its cover's, as a page showing the book has them: Vite updates them when the cover is replaced. */
async function showCover() {
  const { client } = server.environments
  const entry = await client.transformRequest('virtual:content/book-entry-one')
  const cover = /import \S+ from "([^"]+responsive-image[^"]+)"/.exec(entry?.code ?? '')?.[1]
  await client.transformRequest(cover ?? 'the cover import')
}

/** A tab's connection to the dev server, as Vite's client in the page makes it: the messages it is sent. */
async function openTab() {
  const socket = new WebSocket(address, 'vite-hmr')
  const received: HotPayload[] = []
  socket.on('message', (data) => received.push(JSON.parse(String(data))))
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  // The server says `connected` first; a standing mistake follows it at once.
  await vi.waitFor(() => expect(received.map((payload) => payload.type)).toContain('connected'))
  await new Promise((resolve) => setTimeout(resolve, 300))
  return { received, close: () => socket.close() }
}

const errorsOf = (received: HotPayload[]) =>
  received.filter((payload): payload is ErrorPayload => payload.type === 'error').map(({ err }) => err)

/** Saves a file into the served content and waits for the overlay's one message, or for the page's reload. */
async function save(name: string, text: string | Buffer, expected: 'error' | 'full-reload') {
  const tab = await openTab()
  const before = tab.received.length
  writeFileSync(join(dir, name), text)
  const since = () => tab.received.slice(before)
  await vi.waitFor(() => expect(since().map((payload) => payload.type)).toContain(expected), { timeout: 20_000 })
  await new Promise((resolve) => setTimeout(resolve, 500))
  tab.close()
  return since()
}

it.each([
  [
    'a content file',
    'books/two.md',
    files['books/two.md'].replace('year: 2020', 'year: soon'),
    'books/two.md: line 5: year: ',
  ],
  ['the words file', 'words.yaml', 'contact:\n  sendd: Post it\n', 'words.yaml: line 2: contact.sendd: '],
  ['an image', 'covers/one.svg', 'not an image at all', 'covers/one.svg: cannot be read as an image'],
])(
  'a mistake in %s is one plain message in the overlay, on every tab until it is fixed',
  async (_, name, broken, said) => {
    await showCover()
    const received = await save(name, broken, 'error')
    const [error] = errorsOf(received)
    // Nothing else: no reload into another plugin's error.
    expect(received.map((payload) => payload.type)).toEqual(['error'])
    expect(error.stack).toBe('')
    expect(error.plugin).toBe('content')
    expect(error.message).toMatch(/^The content in .* has a problem:\n/)
    expect(error.message.split('\n')[1]).toContain(`${shown}/${said}`)
    expect(error.message).not.toMatch(/\n\s+at /)
    // A tab opened or reloaded meanwhile gets it too.
    const later = await openTab()
    expect(errorsOf(later.received)).toEqual([error])
    later.close()

    const fixed = await save(name, name === 'words.yaml' ? 'contact:\n  send: Post it\n' : files[name], 'full-reload')
    expect(errorsOf(fixed)).toEqual([])
    const after = await openTab()
    expect(errorsOf(after.received)).toEqual([])
    after.close()
  },
)
