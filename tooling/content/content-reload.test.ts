import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { HotPayload } from 'vite'
import { expect, it } from 'vitest'
import { type Browsers, contentReload } from './content-reload.ts'
import { loadContent } from './load-content.ts'
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
  const loaded: CheckedContent[] = []
  const reload = contentReload({
    dir: 'content',
    load: () => loadContent(dir),
    browsers,
    logError: (message) => logged.push(message),
    loaded: (content) => loaded.push(content),
  })
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text)
  return { files, write, reload, sent, openTab, logged, loaded }
}

it('shows a mistake in the terminal and in the overlay of every tab, and keeps the last good content', () => {
  const { files, write, reload, sent, logged, loaded } = setUp()
  write('books/two.md', files['books/two.md'].replace('year: 2020', 'year: soon'))
  reload()
  expect(logged).toHaveLength(1)
  expect(logged[0]).toMatch(/^The content in content has a problem:\n.*books\/two\.md: line 5: year: /)
  expect(sent).toEqual([{ type: 'error', err: { message: logged[0], stack: '', plugin: 'content' } }])
  expect(loaded).toEqual([])
})

it('shows a standing mistake to a tab opened or reloaded meanwhile, and none once it is fixed', () => {
  const { files, write, reload, sent, openTab } = setUp()
  expect(openTab()).toEqual([])
  write('author.md', files['author.md'].replace('name: Ada Quill\n', ''))
  reload()
  expect(openTab()).toEqual([sent[0]])
  write('author.md', files['author.md'])
  reload()
  expect(openTab()).toEqual([])
})

it('reloads every tab with the fixed content, which clears the overlay', () => {
  const { files, write, reload, sent, loaded, logged } = setUp()
  write('books/one.md', files['books/one.md'].replace('rating: 4', 'rating: 6'))
  reload()
  write('books/one.md', files['books/one.md'].replace('title: One', 'title: One Again'))
  reload()
  expect(sent.map((payload) => payload.type)).toEqual(['error', 'full-reload'])
  expect(loaded.map((content) => content.books.map((book) => book.title))).toEqual([['One Again', 'Two']])
  expect(logged).toHaveLength(1)
})
