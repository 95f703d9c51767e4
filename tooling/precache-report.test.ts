import { describe, expect, it } from 'vitest'
import { precacheReport } from './precache-report.ts'

const file = (name: string, raw: number, gzip: number) => ({ file: name, raw, gzip })

describe('precacheReport', () => {
  it('says the files by kind, the sizes and how many content images are precached', () => {
    const files = [
      file('index.html', 40960, 10240),
      file('books.html', 20480, 5120),
      file('assets/index-1.js', 102400, 30720),
      file('assets/a-380w-1.avif', 10240, 10240),
      file('manifest.webmanifest', 1024, 512),
    ]
    const shares = { images: { precached: 1, total: 41 }, bookModules: { precached: 11, total: 80 } }
    expect(precacheReport(files, shares).split('\n')).toEqual([
      'precache: 5 files, 171.0 KiB, 55.5 KiB gzip, within its 400.0 KiB budget',
      '  pages: 2, 15.0 KiB gzip',
      '  scripts: 1, 30.0 KiB gzip',
      '  images: 1, 10.0 KiB gzip',
      '  other: 1, 0.5 KiB gzip',
      "  content images: 1 of 41, those the home and the catalogue's first screen show; the other 40 are cached as readers see them",
      "  books' own modules (entry, long text, sample): 11 of 80, those the home and the catalogue's first screen show; the other 69 are cached as readers open them",
    ])
  })

  it('says when the precache is over its budget', () => {
    const none = { images: { precached: 0, total: 0 }, bookModules: { precached: 0, total: 0 } }
    expect(precacheReport([file('index.html', 4096, 2048)], none, 1024).split('\n')[0]).toBe(
      'precache: 1 files, 4.0 KiB, 2.0 KiB gzip, OVER its 1.0 KiB budget',
    )
  })

  it('says nothing of runtime caching when every content image and book module is precached', () => {
    const all = { images: { precached: 5, total: 5 }, bookModules: { precached: 6, total: 6 } }
    expect(precacheReport([], all).split('\n').slice(-2)).toEqual([
      "  content images: 5 of 5, those the home and the catalogue's first screen show",
      "  books' own modules (entry, long text, sample): 6 of 6, those the home and the catalogue's first screen show",
    ])
  })
})
