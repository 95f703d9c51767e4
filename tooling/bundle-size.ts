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
