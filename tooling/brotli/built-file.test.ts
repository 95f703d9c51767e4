import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtFileFor, servedFileFor } from './built-file.ts'

const dir = mkdtempSync(join(tmpdir(), 'built-file-'))
for (const file of [
  'index.html',
  'books/tide.html',
  'books/tide/sample.html',
  'assets/app.js',
  'assets/cover.avif',
  'admin/config.yml',
]) {
  mkdirSync(join(dir, file, '..'), { recursive: true })
  writeFileSync(join(dir, file), 'x')
}

describe('builtFileFor', () => {
  it.each([
    ['the home page', '/', 'index.html'],
    ['a file by its own name', '/assets/app.js', 'assets/app.js'],
    ['a page by its address', '/books/tide', 'books/tide.html'],
    ['a page one folder down', '/books/tide/sample', 'books/tide/sample.html'],
    ['a page by its file name', '/books/tide.html', 'books/tide.html'],
    ['an escaped name', '/books/%74ide', 'books/tide.html'],
    ["the desk's configuration", '/admin/config.yml', 'admin/config.yml'],
  ])('%s', (_, pathname, file) => {
    expect(builtFileFor(dir, pathname)).toBe(join(dir, file))
  })

  it.each([
    ['an unknown page', '/books/nowhere'],
    ['a type the build does not compress', '/assets/cover.avif'],
    ['a folder without index.html', '/books/'],
    ['a path climbing out of the folder', '/../../etc/passwd'],
    ['an escaped climb', '/%2e%2e/%2e%2e/etc/passwd'],
    ['a malformed escape', '/books/%E0%A4%A'],
  ])('none for %s', (_, pathname) => {
    expect(builtFileFor(dir, pathname)).toBeUndefined()
  })
})

describe('servedFileFor', () => {
  it('names a file of any type the folder holds, and none the folder lacks', () => {
    expect(servedFileFor(dir, '/assets/cover.avif')).toBe(join(dir, 'assets/cover.avif'))
    expect(servedFileFor(dir, '/books/tide')).toBe(join(dir, 'books/tide.html'))
    expect(servedFileFor(dir, '/books/nowhere')).toBeUndefined()
    expect(servedFileFor(dir, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined()
  })
})
