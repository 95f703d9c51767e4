import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageKinds } from './page-kinds.ts'

function build(files: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'page-kinds-'))
  for (const file of ['index.html', ...files]) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), '<!doctype html>')
  }
  return dir
}

describe('pageKinds', () => {
  it.each([
    { files: [], kinds: ['home /'] },
    { files: ['books/b.html', 'books/a.html'], kinds: ['home /', 'book /books/a'] },
    {
      files: ['books/a.html', 'books/b.html', 'books/b/sample.html'],
      kinds: ['home /', 'book /books/a', 'sample /books/b/sample'],
    },
    {
      files: ['books.html', 'series/b.html', 'series/a.html', 'events.html', 'books/a.html'],
      kinds: ['home /', 'catalogue /books', 'series /series/a', 'events /events', 'book /books/a'],
    },
    { files: ['books/a.html', 'press.html'], kinds: ['home /', 'book /books/a', 'press /press'] },
    {
      files: ['news.html', 'news/z-post.html', 'news/a-post.html', 'press.html'],
      kinds: ['home /', 'news /news', 'news-post /news/a-post', 'press /press'],
    },
  ])('finds $kinds in a build of $files', ({ files, kinds }) => {
    expect(pageKinds(build(files)).map(({ kind, path }) => `${kind} ${path}`)).toEqual(kinds)
  })

  it('names the file that holds each page', () => {
    const dir = build(['books/a.html', 'books/a/sample.html'])
    expect(pageKinds(dir).map(({ file }) => file)).toEqual(['index.html', 'books/a.html', 'books/a/sample.html'])
  })
})
