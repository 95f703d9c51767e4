import { utimesSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeContent } from './content/test-content.ts'
import { pageDays } from './page-sources.ts'

const changed: Record<string, string> = {
  'site.yaml': '2026-01-05T10:00:00Z',
  'books/tide.md': '2026-03-01T23:30:00Z',
  'books/tide.sample.md': '2026-04-02T08:00:00Z',
  'books/ledger.md': '2026-02-10T12:00:00Z',
  'series/tides.md': '2026-02-20T12:00:00Z',
  'readings.yaml': '2026-02-25T12:00:00Z',
  'covers/tide.jpg': '2026-05-09T12:00:00Z',
}
const dir = writeContent(Object.fromEntries(Object.keys(changed).map((file) => [file, 'x'])))
for (const [file, when] of Object.entries(changed)) utimesSync(join(dir, file), new Date(when), new Date(when))
const dayOf = pageDays(dir)

describe('a page’s last change, for the sitemap', () => {
  it.each([
    ['a book’s page: its book’s file', '/books/tide', '2026-03-01'],
    ['its sample’s page: the later of the book’s and the sample’s', '/books/tide/sample', '2026-04-02'],
    ['a series’ page: its file', '/series/tides', '2026-02-20'],
    ['the events page: the readings’ file', '/events', '2026-02-25'],
    ['the home: the newest file of all, an image among them', '/', '2026-05-09'],
    ['the catalogue: the same', '/books', '2026-05-09'],
  ])('%s', (_, path, day) => {
    expect(dayOf(path)).toBe(day)
  })

  it('is unknown for a page whose files are not there', () => {
    expect(dayOf('/books/gone')).toBeUndefined()
  })
})
