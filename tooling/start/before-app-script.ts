import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import type { Plugin } from 'vite'
import { replaceInHtml } from '../replace-in-html.ts'

const entry = join(dirname(fileURLToPath(import.meta.url)), '../../src/start/before-app/head.ts')

/** src/start/before-app/head.ts and what it imports, as one self-contained script for a page's <head>. */
export async function beforeAppScript(): Promise<string> {
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent' })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true })
    return output[0].code.trim()
  } finally {
    await bundle.close()
  }
}

/**
 * Puts the app's before-app code inline at the end of every page's <head>: written and tested as
 * TypeScript, it still runs before the first paint and needs no request. The CSP hashes it with the
 * page's other inline scripts (tooling/security-headers.ts).
 */
export function beforeApp(): Plugin {
  const name = 'before-app-script'
  return {
    name,
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const code = await beforeAppScript()
        return replaceInHtml(name, html, '</head>', () => `<script>${code}</script></head>`)
      },
    },
  }
}
