import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Sizes of built files, measured the same way by the budget test and `npm run bench`. */
export interface Sized {
  file: string
  raw: number
  gzip: number
}

export function sizeOf(distDir: string, file: string): Sized {
  const bytes = readFileSync(join(distDir, file))
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}

export function total(files: readonly Sized[]): { raw: number; gzip: number } {
  return files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 })
}

/** The URLs Workbox injected into the built worker's precache manifest. */
export function precacheFiles(distDir: string): string[] {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8')
  return [...worker.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((match) => match[1])
}

/** The scripts and styles the built index.html makes the browser fetch before the page is interactive. */
export function firstPaintFiles(distDir: string): { scripts: string[]; styles: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''))
  return {
    scripts: [
      ...attribute(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
      ...attribute(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    ],
    styles: attribute(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g),
  }
}
