import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { elementsOf, innerOf } from './html/html-elements.ts'

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

function sizeOfText(label: string, text: string): Sized {
  const bytes = Buffer.from(text)
  return { file: label, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}

/**
 * What a built page (index.html unless named) makes the browser load for the first paint and the start
 * of the app: every script it names (the entry and its preloaded imports), and its stylesheets, inline
 * or named for the starter to load. Chunks that only other scripts import (dialogs, chat panel, below-the-fold sections) are not named.
 */
export function firstPaint(
  distDir: string,
  page = 'index.html',
): { scripts: Sized[]; styles: Sized[]; stylesheets: Sized[] } {
  const html = readFileSync(join(distDir, page), 'utf8')
  const scripts = new Set([...html.matchAll(/["'`]\/(assets\/[^"'`]+\.js)["'`]/g)].map((match) => match[1]))
  const stylesheets = new Set([...html.matchAll(/["'`]\/(assets\/[^"'`]+\.css)["'`]/g)].map((match) => match[1]))
  return {
    scripts: [...scripts].map((file) => sizeOf(distDir, file)),
    // What the first paint itself waits for: the page's inline rules.
    styles: elementsOf(html)
      .filter(({ tag }) => tag === 'style')
      .map((style, index) => sizeOfText(`${page} <style> ${index + 1}`, innerOf(html, style))),
    // Linked, or named for the after-paint starter to load before the entry: the app's whole stylesheet.
    stylesheets: [...stylesheets].map((file) => sizeOf(distDir, file)),
  }
}
