import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { HotPayload } from 'vite'
import { expect, it } from 'vitest'
import { type Browsers, contentReload } from './content-reload.ts'
import { loadContent } from './load-content.ts'
import type { ContentProblem } from './problems.ts'
import type { CheckedContent } from './schema.ts'
import { validFiles, writeContent } from './test-content.ts'

/** The dev server's browsers as the reload sees them: what all were sent, and a way to open a tab. */
function openBrowsers() {
  const sent: HotPayload[] = []
  let connect: Parameters<Browsers['on']>[1] = () => {}
  const browsers: Browsers = { send: (payload) => sent.push(payload), on: (_, listener) => (connect = listener) }
  const openTab = () => {
    const received: HotPayload[] = []
    connect(undefined, { send: (payload) => received.push(payload) })
    return received
  }
  return { browsers, sent, openTab }
}

function setUp() {
  const files = validFiles()
  const dir = writeContent(files)
  const { browsers, sent, openTab } = openBrowsers()
  const logged: string[] = []
  const warned: ContentProblem[] = []
  const loaded: CheckedContent[] = []
  const reload = contentReload({
    dir: 'content',
    check: () => ({ value: loadContent(dir), warnings: [{ file: 'content/covers/one.svg', message: 'soft' }] }),
    browsers,
    logError: (message) => logged.push(message),
    logWarning: (warning) => warned.push(warning),
    loaded: (content) => loaded.push(content),
  })
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text)
  return { files, write, reload, sent, openTab, logged, warned, loaded }
}

it('shows a mistake in the terminal and in the overlay of every tab, and keeps the last good content', async () => {
  const { files, write, reload, sent, logged, warned, loaded } = setUp()
  write('books/two.md', files['books/two.md'].replace('year: 2020', 'year: soon'))
  await reload()
  expect(logged).toHaveLength(1)
  expect(logged[0]).toMatch(/^The content in content has a problem:\n.*books\/two\.md: line 5: year: /)
  expect(sent).toEqual([{ type: 'error', err: { message: logged[0], stack: '', plugin: 'content' } }])
  expect(loaded).toEqual([])
  expect(warned).toEqual([])
})

it('shows a standing mistake to a tab opened or reloaded meanwhile, and none once it is fixed', async () => {
  const { files, write, reload, sent, openTab } = setUp()
  expect(openTab()).toEqual([])
  write('author.md', files['author.md'].replace('name: Ada Quill\n', ''))
  await reload()
  expect(openTab()).toEqual([sent[0]])
  write('author.md', files['author.md'])
  await reload()
  expect(openTab()).toEqual([])
})

it('reloads every tab with the fixed content, which clears the overlay', async () => {
  const { files, write, reload, sent, loaded, logged } = setUp()
  write('books/one.md', files['books/one.md'].replace('rating: 4', 'rating: 6'))
  await reload()
  write('books/one.md', files['books/one.md'].replace('title: One', 'title: One Again'))
  await reload()
  expect(sent.map((payload) => payload.type)).toEqual(['error', 'full-reload'])
  expect(loaded.map((content) => content.books.map((book) => book.title))).toEqual([['One Again', 'Two']])
  expect(logged).toHaveLength(1)
})

it('says the warnings of a good check in the terminal, not in the overlay', async () => {
  const { files, write, reload, sent, warned } = setUp()
  write('books/one.md', files['books/one.md'].replace('title: One', 'title: One Again'))
  await reload()
  expect(warned).toEqual([{ file: 'content/covers/one.svg', message: 'soft' }])
  expect(sent).toEqual([{ type: 'full-reload' }])
})

it('answers only the last of quick saves: an earlier check that ends later is dropped', async () => {
  const { browsers, sent } = openBrowsers()
  let release: () => void = () => {}
  const slow = new Promise<void>((resolve) => {
    release = resolve
  })
  let calls = 0
  const checks = [
    async () => {
      await slow
      throw new Error('an old mistake, fixed since')
    },
    async () => ({ value: 'fixed', warnings: [] }),
  ]
  const loaded: string[] = []
  const reload = contentReload({
    dir: 'content',
    check: () => checks[calls++](),
    browsers,
    logError: () => {},
    logWarning: () => {},
    loaded: (value) => loaded.push(value),
  })
  const first = reload()
  await reload()
  release()
  await first
  expect(sent).toEqual([{ type: 'full-reload' }])
  expect(loaded).toEqual(['fixed'])
})
