import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentHelp } from './content-help.ts'

describe('contentHelp', () => {
  it("reads the demo's comments by kind of content, a book's apart from its sample's", () => {
    const help = contentHelp('content')
    expect(help.site.get('url')).toMatch(/^The public address/)
    expect(help.books.get('title')).toMatch(/title/i)
    expect(help.books.has('price')).toBe(true)
    expect([...help.samples.keys()].every((field) => ['title', 'language'].includes(field))).toBe(true)
  })

  it('gives no help for the files a folder does not have', () => {
    const empty = mkdtempSync(join(tmpdir(), 'desk-help-'))
    try {
      writeFileSync(join(empty, 'site.yaml'), 'title: A\n')
      const help = contentHelp(empty)
      expect(Object.values(help).every((kind) => kind.size === 0)).toBe(true)
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
