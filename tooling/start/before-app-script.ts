import type { Plugin } from 'vite'
import { editHtml, elementsOf, endOfHead } from '../html/html-elements.ts'
import { importOf, inlineScript } from './inline-script.ts'

/** src/start/before-app/head.ts and what it imports, as one self-contained script for a page's <head>. */
export const beforeAppScript = () => inlineScript(`import ${importOf('before-app/head.ts')}`)

/** Puts the app's before-app code inline at the end of every page's <head>, so it runs before the first paint. */
export function beforeApp(): Plugin {
  const name = 'before-app-script'
  return {
    name,
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const code = await beforeAppScript()
        return editHtml(html, [endOfHead(name, html, elementsOf(html), `<script>${code}</script>`)])
      },
    },
  }
}
