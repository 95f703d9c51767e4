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
    expect(precacheReport(files, { precached: 1, total: 41 }).split('\n')).toEqual([
      'precache: 5 files, 171.0 KiB, 55.5 KiB gzip, within its 400.0 KiB budget',
      '  pages: 2, 15.0 KiB gzip',
      '  scripts: 1, 30.0 KiB gzip',
      '  images: 1, 10.0 KiB gzip',
      '  other: 1, 0.5 KiB gzip',
      "  content images: 1 of 41, those the home and the catalogue's first screen show; the other 40 are cached as readers see them",
    ])
  })

  it('says when the precache is over its budget', () => {
    expect(precacheReport([file('index.html', 4096, 2048)], { precached: 0, total: 0 }, 1024).split('\n')[0]).toBe(
      'precache: 1 files, 4.0 KiB, 2.0 KiB gzip, OVER its 1.0 KiB budget',
    )
  })

  it('says nothing of runtime caching when every content image is precached', () => {
    expect(precacheReport([], { precached: 5, total: 5 }).split('\n').at(-1)).toBe(
      "  content images: 5 of 5, those the home and the catalogue's first screen show",
    )
  })
})
